import { type ReactNode, useId } from "react";
import type { GameData, ItemSlot } from "#core/game-data/schema.ts";
import {
  attributeCountOf,
  changeRarity,
  chooseSpecial,
  clearSpecial,
  findSpecial,
  specialsFor,
} from "#core/rules/item-editing.ts";
import type { AttributeRow, EquippedItem } from "#core/schemas/hunter.ts";
import { SpecialSkillBlock } from "#web/components/game/special-skill-block.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { ChoiceSelect, namesOf } from "#web/components/ui/choice-select.tsx";
import { NumberField } from "../fields/number-field.tsx";
import { AttributeRows } from "./attribute-rows.tsx";

type Props<T extends EquippedItem> = {
  slot: ItemSlot;
  item: T;
  gameData: GameData;
  onChange: (change: (item: T) => T) => void;
  // The weapon's own fields (base speed, weapon rune), shown under the rune.
  extra?: ReactNode;
};

export function ItemCard<T extends EquippedItem>({ slot, item, gameData, onChange, extra }: Props<T>) {
  const headingId = useId();
  const rarity = gameData.itemRarity.find((r) => r.name === item.rarity);
  const specials = specialsFor(item.rarity, slot, gameData);
  const special = findSpecial(item.itemName, item.rarity, slot, gameData);
  const count = attributeCountOf(item.rarity, gameData);
  const accent = rarity?.color ?? "var(--color-lodge-border)";

  const setRow = (index: number, row: AttributeRow) =>
    onChange((current) => ({
      ...current,
      attributes: current.attributes.map((old, i) => (i === index ? row : old)),
    }));
  const chooseName = (name: string) =>
    onChange((current) => {
      const chosen = specialsFor(current.rarity, slot, gameData).find((s) => s.itemName === name);
      return chosen ? chooseSpecial(current, chosen, gameData) : clearSpecial(current, gameData);
    });

  return (
    <section
      aria-labelledby={headingId}
      className="@container relative overflow-hidden rounded-xl border border-lodge-border bg-lodge-panel-2/70 p-4"
      style={{ boxShadow: `inset 3px 0 0 ${accent}` }}
    >
      <header className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold">
          {slot}
        </h3>
        {item.itemName ? (
          <span className="truncate text-sm font-semibold" style={{ color: accent }}>
            {item.itemName}
          </span>
        ) : null}
      </header>
      <div className="grid grid-cols-2 gap-3">
        <ChoiceSelect
          label="Rarity"
          value={item.rarity}
          choices={gameData.itemRarity.map((r) => ({ value: r.name, color: r.color }))}
          onValueChange={(value) => onChange((current) => changeRarity(current, value, gameData))}
        />
        <ChoiceSelect
          label="Quality"
          value={item.quality}
          choices={gameData.itemQuality.map((q) => ({ value: q.name, color: q.color }))}
          onValueChange={(quality) => onChange((current) => ({ ...current, quality }))}
        />
        {specials.length > 0 ? (
          <ChoiceSelect
            label="Item Name"
            containerClassName="col-span-2"
            value={special ? item.itemName : ""}
            choices={namesOf(specials.map((s) => s.itemName))}
            onValueChange={chooseName}
          />
        ) : null}
      </div>
      {special ? (
        <SpecialSkillBlock
          className="mt-3 rounded-lg border-lodge-border/70 @md:flex-row @md:items-end"
          levelClassName="@md:w-44"
          skill={special.skill}
          skillLevel={item.skillLevel}
          onSkillLevel={(skillLevel) => onChange((current) => ({ ...current, skillLevel }))}
        />
      ) : null}
      <div className="mt-4">
        <AttributeRows
          rows={item.attributes}
          count={count}
          itemName={special ? item.itemName : ""}
          special={special}
          gameData={gameData}
          onChange={setRow}
        />
      </div>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <ChoiceSelect
          label="Rune Type"
          value={item.runeType}
          choices={namesOf(gameData.runeTypes)}
          onValueChange={(runeType) =>
            onChange((current) => ({ ...current, runeType, runeValue: runeType ? current.runeValue : 0 }))
          }
        />
        <NumberField
          kind="decimal"
          label="Rune Value"
          value={item.runeValue}
          disabled={item.runeType === ""}
          onValueChange={(runeValue) => onChange((current) => ({ ...current, runeValue }))}
        />
      </div>
      {extra}
      <Checkbox
        label="Engraved"
        className="mt-2"
        checked={item.engraved}
        onChange={(event) => {
          const engraved = event.target.checked;
          onChange((current) => ({ ...current, engraved }));
        }}
      />
    </section>
  );
}
