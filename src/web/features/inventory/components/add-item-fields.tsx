import { useTranslation } from "react-i18next";
import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { useFieldMark } from "#web/components/game/item-editor/field-marks.tsx";
import { ItemEditor } from "#web/components/game/item-editor/item-editor.tsx";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { WeaponFields } from "#web/components/game/item-editor/weapon-fields.tsx";
import { ChoiceSelect } from "#web/components/ui/choice-select.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { type ItemDraft, setItemType } from "../item-draft.ts";

type Props = {
  draft: ItemDraft;
  onChange: (change: (draft: ItemDraft) => ItemDraft) => void;
  gameData: GameData;
  isVip: boolean;
  // The attribute stats as type-aheads (docs/product.md#quick-entry).
  typeAhead?: boolean;
};

// Every field of 'Add New Item to Inventory' (docs/product.md#add-item): the shared item editor, plus the item type first
// and the Inheritable switch (VIP) last.
export function AddItemFields({ draft, onChange, gameData, isVip, typeAhead = false }: Props) {
  const { t } = useTranslation(["inventory", "messages"]);
  const slotName = useSlotName();
  const mark = useFieldMark();
  return (
    <ItemEditor
      slot={draft.itemType}
      item={draft}
      gameData={gameData}
      onChange={onChange}
      required
      attributeTypeAhead={typeAhead}
      leading={
        <ChoiceSelect
          label={t("addItem.itemType")}
          emptyLabel={t("addItem.select")}
          hint={mark("itemType")?.hint}
          className={mark("itemType")?.className}
          containerClassName="col-span-2 @lg:col-span-1"
          value={draft.itemType}
          choices={ITEM_SLOTS.map((value) => ({ value, label: slotName(value) }))}
          onValueChange={(value) => onChange((d) => setItemType(d, value as ItemSlot | "", gameData))}
        />
      }
      extra={
        draft.itemType === "Weapon" ? (
          <WeaponFields weapon={draft} gameData={gameData} onChange={onChange} />
        ) : null
      }
      trailing={
        <Switch
          label={t("addItem.inheritable")}
          title={isVip ? undefined : t("messages:vipOnlyFeature")}
          disabled={!isVip}
          checked={isVip && draft.inheritable}
          onCheckedChange={(inheritable) => onChange((d) => ({ ...d, inheritable }))}
        />
      }
    />
  );
}
