import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { ATK_SPD_STAT, baseAtkSpd, totalAtkSpdBonus } from "#core/rules/attack-speed.ts";
import { statTotals } from "#core/rules/build-summary.ts";
import { type HunterInput, type HunterItems, newHunter } from "#core/schemas/hunter.ts";

// How one item moves the two numbers the planner weighs: the ATK SPD total and the chosen stat.
// Every number comes from statTotals/totalAtkSpdBonus (the Build Summary's own arithmetic) applied to a
// build that holds only that item, so the planner has no copy of the rules. Runes are kept apart because
// only the highest rune of a type counts (they do not add up across slots).

export type SlotItem = HunterItems[ItemSlot];

export type ItemParts = {
  atk: number;
  atkRune: number;
  stat: number;
  statRune: number;
  // Weapons only: the base speed the item brings.
  base: number;
};

const blank = newHunter();

const withItem = (slot: ItemSlot, item: SlotItem): HunterInput => ({
  ...blank,
  items: { ...blank.items, [slot]: item },
});

const runeOf = (item: SlotItem, stat: string): number => (item.runeType === stat ? item.runeValue : 0);

export function itemParts(slot: ItemSlot, item: SlotItem, stat: string, gameData: GameData): ItemParts {
  const probe = withItem(slot, { ...item, runeType: "", runeValue: 0 });
  const totals = statTotals(probe, gameData);
  return {
    atk: totals.get(ATK_SPD_STAT) ?? 0,
    atkRune: runeOf(item, ATK_SPD_STAT),
    stat: totals.get(stat) ?? 0,
    statRune: runeOf(item, stat),
    base: slot === "Weapon" ? baseAtkSpd(probe, gameData) : 0,
  };
}

// What the rest of the build adds whatever the eight items are: guild, technology, characteristic,
// rarity, mount items, sets. Found as the build's totals minus its items' own parts.
export type BuildConstants = { atk: number; stat: number };

export function buildConstants(hunter: HunterInput, stat: string, gameData: GameData): BuildConstants {
  const parts = ITEM_SLOTS.map((slot) => itemParts(slot, hunter.items[slot], stat, gameData));
  const sum = (pick: (p: ItemParts) => number) => parts.reduce((total, p) => total + pick(p), 0);
  const best = (pick: (p: ItemParts) => number) => Math.max(0, ...parts.map(pick));
  return {
    atk: totalAtkSpdBonus(hunter, gameData) - sum((p) => p.atk) - best((p) => p.atkRune),
    stat: (statTotals(hunter, gameData).get(stat) ?? 0) - sum((p) => p.stat) - best((p) => p.statRune),
  };
}
