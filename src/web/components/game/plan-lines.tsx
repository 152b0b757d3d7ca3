import type { StatChange } from "#core/rules/planner/deltas.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// Pieces of a plan's item line, shared by the builder's plan and the roster plan so both read alike.

type SlotItem = HunterInput["items"]["Ring"];

/** An item as a plan names it: its rarity and name, or the empty slot's word. */
export const slotItemLabel = (item: SlotItem, emptyLabel: string): string =>
  item.rarity === "" ? emptyLabel : [item.rarity, item.itemName || null].filter(Boolean).join(" ");

/** A stat in percent with 2 decimals in the interface language; a change keeps its sign. */
export const percentFormat = (locale: string, signed = false) =>
  new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  });

/** One stat an item swap moves: before → after, the direction in colour and in the numbers. */
export function ChangeLine({ change }: { change: StatChange }) {
  const percent = percentFormat(useFormat().locale);
  const up = change.after > change.before;
  return (
    <li className="flex items-baseline justify-between gap-3 text-xs tabular-nums">
      <span className="text-lodge-muted">{change.stat}</span>
      <span>
        {percent.format(change.before / 100)} →{" "}
        <span className={up ? "text-lodge-success" : "text-lodge-danger"}>
          {percent.format(change.after / 100)}
        </span>
      </span>
    </li>
  );
}
