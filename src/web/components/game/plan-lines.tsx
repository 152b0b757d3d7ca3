import type { ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { ATK_SPD_STAT } from "#core/rules/attack-speed.ts";
import type { StatChange } from "#core/rules/planner/deltas.ts";
import { itemParts, type SlotItem } from "#core/rules/planner/parts.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// Pieces of a plan's item line, shared by the builder's plan and the roster plan so both read alike.

/**
 * An item as a plan names it: its rarity and name, and the ATK SPD it brings (its rows within the rarity's
 * count, its skill and its rune), which is what tells two items of one rarity apart for the goal
 * ("Legendary · ATK SPD 11.00%"); an empty slot reads `emptyLabel`.
 */
export function useSlotItemLabel(gameData: GameData, emptyLabel: string) {
  const gameText = useGameText();
  const percent = percentFormat(useFormat().locale);
  return (slot: ItemSlot, item: SlotItem): string => {
    if (item.rarity === "") return emptyLabel;
    const parts = itemParts(slot, item, ATK_SPD_STAT, gameData);
    const name = [item.rarity, item.itemName].filter(Boolean).map(gameText).join(" ");
    return `${name} · ${gameText(ATK_SPD_STAT)} ${percent.format((parts.atk + parts.atkRune) / 100)}`;
  };
}

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
  const gameText = useGameText();
  const up = change.after > change.before;
  return (
    <li className="flex items-baseline justify-between gap-3 text-xs tabular-nums">
      <span className="text-lodge-muted">{gameText(change.stat)}</span>
      <span>
        {percent.format(change.before / 100)} →{" "}
        <span className={up ? "text-lodge-success" : "text-lodge-danger"}>
          {percent.format(change.after / 100)}
        </span>
      </span>
    </li>
  );
}
