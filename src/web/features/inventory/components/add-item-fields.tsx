import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { attributeCountOf, findSpecial, specialsFor } from "#core/rules/item-editing.ts";
import { normalizeDecimal } from "#core/rules/number-input.ts";
import { SpecialSkillBlock } from "#web/components/game/special-skill-block.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { ChoiceSelect, levelChoices, namesOf } from "#web/components/ui/choice-select.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { type ItemDraft, setAttribute, setItemName, setItemType, setRarity } from "../item-draft.ts";
import { DraftAttributes } from "./draft-attributes.tsx";

type Props = {
  draft: ItemDraft;
  onChange: (change: (draft: ItemDraft) => ItemDraft) => void;
  gameData: GameData;
  isVip: boolean;
};

// Every field of spec §2 'Add New Item to Inventory', with the item-editing rules of spec §4-§5.
export function AddItemFields({ draft, onChange, gameData, isVip }: Props) {
  const slot = draft.itemType;
  const specials = slot === "" ? [] : specialsFor(draft.rarity, slot, gameData);
  const special = slot === "" ? undefined : findSpecial(draft.itemName, draft.rarity, slot, gameData);
  const skill = special?.skill;
  const weaponRune = gameData.weaponRuneTypes.find((r) => r.name === draft.weaponRuneType);
  const set =
    <K extends keyof ItemDraft>(key: K) =>
    (value: ItemDraft[K]) =>
      onChange((d) => ({ ...d, [key]: value }));

  return (
    <div className="@container space-y-5">
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
        <ChoiceSelect
          label="Item Type"
          emptyLabel="Select…"
          containerClassName="col-span-2 @lg:col-span-1"
          value={slot}
          choices={namesOf(ITEM_SLOTS)}
          onValueChange={(value) => onChange((d) => setItemType(d, value as ItemSlot | "", gameData))}
        />
        <ChoiceSelect
          label="Rarity"
          emptyLabel="Select…"
          value={draft.rarity}
          choices={gameData.itemRarity.map((r) => ({ value: r.name, color: r.color }))}
          onValueChange={(value) => onChange((d) => setRarity(d, value, gameData))}
        />
        <ChoiceSelect
          label="Quality"
          emptyLabel="Select…"
          value={draft.quality}
          choices={gameData.itemQuality.map((q) => ({ value: q.name, color: q.color }))}
          onValueChange={set("quality")}
        />
      </div>
      {specials.length > 0 ? (
        <ChoiceSelect
          label="Item Name"
          emptyLabel="None (regular item)"
          value={special ? draft.itemName : ""}
          choices={namesOf(specials.map((s) => s.itemName))}
          onValueChange={(value) => onChange((d) => setItemName(d, value, gameData))}
        />
      ) : null}
      {skill ? (
        <SpecialSkillBlock
          className="rounded-xl border-lodge-border @lg:flex-row @lg:items-end"
          levelClassName="@lg:w-48"
          skill={skill}
          skillLevel={draft.skillLevel}
          onSkillLevel={set("skillLevel")}
        />
      ) : null}
      {slot === "Weapon" ? (
        <div className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
          <TextField
            label="Base Attack Speed"
            containerClassName="col-span-2 @lg:col-span-1"
            inputMode="decimal"
            autoComplete="off"
            value={special?.weaponBase !== undefined ? String(special.weaponBase) : draft.baseAtkSpd}
            disabled={special !== undefined}
            onChange={(event) => set("baseAtkSpd")(normalizeDecimal(event.target.value))}
          />
          <ChoiceSelect
            label="Weapon Rune"
            emptyLabel="None"
            value={draft.weaponRuneType}
            choices={gameData.weaponRuneTypes.map((r) => ({ value: r.name }))}
            onValueChange={set("weaponRuneType")}
          />
          <ChoiceSelect
            label="Weapon Rune Level"
            emptyLabel={null}
            disabled={!weaponRune}
            value={String(draft.weaponRuneLevel)}
            choices={levelChoices([1, 2, 3], (n) =>
              weaponRune ? `Level ${n} (+${weaponRune.options[n - 1]}%)` : `Level ${n}`,
            )}
            onValueChange={(value) => set("weaponRuneLevel")(Number(value))}
          />
        </div>
      ) : null}
      <DraftAttributes
        rows={draft.attributes}
        count={attributeCountOf(draft.rarity, gameData)}
        itemName={special ? draft.itemName : ""}
        special={special}
        gameData={gameData}
        onChange={(index, row) => onChange((d) => setAttribute(d, index, row))}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <ChoiceSelect
          label="Rune Type"
          emptyLabel="None"
          value={draft.runeType}
          choices={namesOf(gameData.runeTypes)}
          onValueChange={set("runeType")}
        />
        <TextField
          label="Rune Value"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          disabled={draft.runeType === ""}
          value={draft.runeValue}
          onChange={(event) => set("runeValue")(normalizeDecimal(event.target.value))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-8 gap-y-2">
        <Checkbox
          label="Engraved"
          checked={draft.engraved}
          onChange={(e) => set("engraved")(e.target.checked)}
        />
        <Switch
          label="Inheritable"
          title={isVip ? undefined : messages.vipOnlyFeature}
          disabled={!isVip}
          checked={isVip && draft.inheritable}
          onCheckedChange={set("inheritable")}
        />
      </div>
    </div>
  );
}
