import { useId } from "react";
import type { GameData, Special } from "#core/game-data/schema.ts";
import { isAttributeLocked, specialAttributes } from "#core/rules/item-editing.ts";
import type { AttributeRow } from "#core/schemas/hunter.ts";
import { OPTION_CLASSES } from "#web/components/ui/choice-select.tsx";
import { controlClasses } from "#web/components/ui/field.tsx";
import { PercentInput } from "#web/components/ui/percent-input.tsx";
import { cn } from "#web/lib/cn.ts";

type Props = {
  rows: AttributeRow[];
  count: number;
  itemName: string;
  special: Special | undefined;
  gameData: GameData;
  onChange: (index: number, row: AttributeRow) => void;
};

// The rarity's number of attribute rows (spec §5): a stat and an integer percent each. A special
// item's rows are its own, locked, showing the special's values.
export function AttributeRows({ rows, count, itemName, special, gameData, onChange }: Props) {
  const id = useId();
  if (count === 0) return <p className="text-sm text-lodge-muted">Choose a rarity to add attributes.</p>;
  const fixed = special ? specialAttributes(special) : [];

  return (
    <ul className="space-y-2" aria-label="Attributes">
      {rows.slice(0, count).map((row, index) => {
        const locked = isAttributeLocked({ itemName }, index);
        const label = `Attribute ${index + 1}`;
        const rowId = `${id}-${index}`;
        const value = locked ? (fixed[index]?.value ?? 0) : row.value;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not records
          <li key={index} className="grid grid-cols-[3.6rem_minmax(0,1fr)_4.75rem] items-center gap-2">
            <label htmlFor={rowId} className="leading-tight">
              <span className="block text-[11px] font-medium text-lodge-muted">Attribute</span>{" "}
              <span className="text-sm font-bold">{index + 1}</span>
            </label>
            <select
              id={rowId}
              value={row.type}
              disabled={locked}
              className={cn(controlClasses(false), "min-h-10 text-sm")}
              onChange={(event) => onChange(index, { ...row, type: event.target.value })}
            >
              <option value="" className={OPTION_CLASSES}>
                {locked ? "—" : "Choose…"}
              </option>
              {locked && row.type && !gameData.attributes.includes(row.type) ? (
                <option value={row.type} className={OPTION_CLASSES}>
                  {row.type}
                </option>
              ) : null}
              {gameData.attributes.map((stat) => (
                <option key={stat} value={stat} className={OPTION_CLASSES}>
                  {stat}
                </option>
              ))}
            </select>
            <PercentInput
              aria-label={`${label} value`}
              disabled={locked}
              value={value}
              onValueChange={(next) => onChange(index, { ...row, value: next })}
            />
          </li>
        );
      })}
    </ul>
  );
}
