import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameData, ItemSlot } from "#core/game-data/schema.ts";
import { ruleBreaksOfItem } from "#core/rules/game-bounds/breaks.ts";
import {
  attributeCountOf,
  changeRarity,
  chooseSpecial,
  clearSpecial,
  type EditableItem,
  findSpecial,
  specialsFor,
} from "#core/rules/item-editing.ts";
import type { AttributeRow } from "#core/schemas/hunter.ts";
import { SpecialSkillBlock } from "#web/components/game/special-skill-block.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { ChoiceSelect } from "#web/components/ui/choice-select.tsx";
import { NumberField } from "#web/components/ui/number-field.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { AttributeRows } from "./attribute-rows.tsx";
import { RuleBreakMarks, useFieldMark } from "./field-marks.tsx";

type EditorItem = EditableItem & {
  quality: string;
  runeType: string;
  runeValue: number;
  skillLevel: number;
  engraved: boolean;
};

type Props<T extends EditorItem> = {
  // No slot yet (the add-item dialog before an item type is chosen): no special can be named.
  slot: ItemSlot | "";
  item: T;
  gameData: GameData;
  onChange: (change: (item: T) => T) => void;
  // Where type, rarity and quality must be chosen before saving, the empty choice asks for one.
  required?: boolean;
  // Fields that come before the rarity (the item type) and after the rune (weapon fields, switches).
  leading?: ReactNode;
  extra?: ReactNode;
  trailing?: ReactNode;
  // Attribute stats typed with a type-ahead (the add-item dialog's quick entry) instead of picked from a select.
  attributeTypeAhead?: boolean;
};

// One item's fields (docs/product.md#item-editing), for the builder's item cards and the inventory's add-item dialog;
// every change goes through the item-editing rules of src/core, and a value outside the game's rules is marked on
// its field as it is typed, by the rule the server refuses it with
// (docs/product.md#the-games-rules-on-every-value).
export function ItemEditor<T extends EditorItem>(props: Props<T>) {
  const { slot, item, gameData } = props;
  const breaks = slot === "" ? [] : ruleBreaksOfItem(item, slot, gameData);
  return (
    <RuleBreakMarks breaks={breaks}>
      <ItemFields {...props} />
    </RuleBreakMarks>
  );
}

function ItemFields<T extends EditorItem>({
  slot,
  item,
  gameData,
  onChange,
  required = false,
  leading,
  extra,
  trailing,
  attributeTypeAhead = false,
}: Props<T>) {
  const { t } = useTranslation("components");
  const gameText = useGameText();
  const specials = slot === "" ? [] : specialsFor(item.rarity, slot, gameData);
  const special = slot === "" ? undefined : findSpecial(item.itemName, item.rarity, slot, gameData);
  const emptyChoice = required ? t("itemEditor.select") : t("itemEditor.none");
  const mark = useFieldMark();

  const setRow = (index: number, row: AttributeRow) =>
    onChange((current) => ({
      ...current,
      attributes: current.attributes.map((old, i) => (i === index ? row : old)),
    }));
  const chooseName = (name: string) =>
    onChange((current) => {
      const chosen = specials.find((s) => s.itemName === name);
      return chosen ? chooseSpecial(current, chosen, gameData) : clearSpecial(current, gameData);
    });

  return (
    <div className="@container space-y-4">
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
        {leading}
        <ChoiceSelect
          label={t("itemEditor.rarity")}
          emptyLabel={emptyChoice}
          hint={mark("rarity")?.hint}
          className={mark("rarity")?.className}
          value={item.rarity}
          choices={gameData.itemRarity.map((r) => ({
            value: r.name,
            label: gameText(r.name),
            color: r.color,
          }))}
          onValueChange={(value) => onChange((current) => changeRarity(current, value, gameData))}
        />
        <ChoiceSelect
          label={t("itemEditor.quality")}
          emptyLabel={emptyChoice}
          hint={mark("quality")?.hint}
          className={mark("quality")?.className}
          value={item.quality}
          choices={gameData.itemQuality.map((q) => ({
            value: q.name,
            label: gameText(q.name),
            color: q.color,
          }))}
          onValueChange={(quality) => onChange((current) => ({ ...current, quality }))}
        />
        {specials.length > 0 ? (
          <ChoiceSelect
            label={t("itemEditor.itemName")}
            emptyLabel={t("itemEditor.regularItem")}
            hint={mark("itemName")?.hint}
            className={mark("itemName")?.className}
            containerClassName="col-span-2 @lg:col-span-3"
            value={special ? item.itemName : ""}
            choices={specials.map((s) => ({ value: s.itemName, label: gameText(s.itemName) }))}
            onValueChange={chooseName}
          />
        ) : null}
      </div>
      {special ? (
        <SpecialSkillBlock
          className="rounded-lg border-lodge-border/70 @md:flex-row @md:items-end"
          levelClassName="@md:w-52"
          skill={special.skill}
          skillLevel={item.skillLevel}
          onSkillLevel={(skillLevel) => onChange((current) => ({ ...current, skillLevel }))}
        />
      ) : null}
      <AttributeRows
        rows={item.attributes}
        count={attributeCountOf(item.rarity, gameData)}
        special={special}
        gameData={gameData}
        onChange={setRow}
        typeAhead={attributeTypeAhead}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <ChoiceSelect
          label={t("itemEditor.runeType")}
          emptyLabel={t("itemEditor.none")}
          hint={mark("runeType")?.hint}
          className={mark("runeType")?.className}
          value={item.runeType}
          choices={gameData.runeTypes.map((value) => ({ value, label: gameText(value) }))}
          onValueChange={(runeType) =>
            onChange((current) => ({ ...current, runeType, runeValue: runeType ? current.runeValue : 0 }))
          }
        />
        <NumberField
          kind="decimal"
          label={t("itemEditor.runeValue")}
          hint={mark("runeValue")?.hint}
          className={mark("runeValue")?.className}
          value={item.runeValue}
          disabled={item.runeType === ""}
          onValueChange={(runeValue) => onChange((current) => ({ ...current, runeValue }))}
        />
      </div>
      {extra}
      <div className="flex flex-wrap items-center gap-x-8 gap-y-2">
        <Checkbox
          label={
            mark("engraved")
              ? `${t("itemEditor.engraved")} · ${mark("engraved")?.hint}`
              : t("itemEditor.engraved")
          }
          className={
            mark("engraved")?.className ? `${mark("engraved")?.className} rounded-lg px-2` : undefined
          }
          checked={item.engraved}
          onChange={(event) => {
            const engraved = event.target.checked;
            onChange((current) => ({ ...current, engraved }));
          }}
        />
        {trailing}
      </div>
    </div>
  );
}
