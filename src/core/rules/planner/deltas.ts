import type { ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { buildSummary, statTotals } from "#core/rules/build-summary.ts";
import type { SlotItem } from "#core/rules/planner/parts.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";

// What a plan changes, for the player to judge it: per swapped slot the stat lines that differ between
// the two items, and the Build Summary lines that move.

export type StatChange = { stat: string; before: number; after: number };

const settle = (value: number): number => Math.round(value * 1e6) / 1e6;

function changes(
  before: Map<string, number>,
  after: Map<string, number>,
  order: readonly string[],
): StatChange[] {
  const rank = (stat: string) => {
    const index = order.indexOf(stat);
    return index === -1 ? order.length : index;
  };
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((stat) => ({ stat, before: settle(before.get(stat) ?? 0), after: settle(after.get(stat) ?? 0) }))
    .filter((line) => line.before !== line.after)
    .sort((a, b) => rank(a.stat) - rank(b.stat) || a.stat.localeCompare(b.stat));
}

// What an item adds to the planned build: its totals with the item minus without it. A rune counts only
// what it adds over the best rune of its type elsewhere in the build (only the highest counts).
function contribution(build: HunterInput, slot: ItemSlot, item: SlotItem, gameData: GameData) {
  const withItem = statTotals({ ...build, items: { ...build.items, [slot]: item } }, gameData);
  const without = statTotals(
    { ...build, items: { ...build.items, [slot]: newHunter().items[slot] } },
    gameData,
  );
  return new Map([...withItem].map(([stat, value]) => [stat, value - (without.get(stat) ?? 0)]));
}

// `planned` is the build after the plan: the old item is weighed in it too, so both lines count the same way.
export const itemChanges = (
  slot: ItemSlot,
  from: SlotItem,
  planned: HunterInput,
  gameData: GameData,
): StatChange[] =>
  changes(
    contribution(planned, slot, from, gameData),
    contribution(planned, slot, planned.items[slot], gameData),
    gameData.attributes,
  );

const summaryMap = (hunter: HunterInput, gameData: GameData) =>
  new Map(buildSummary(hunter, gameData).map((line) => [line.stat, line.value]));

export const summaryChanges = (before: HunterInput, after: HunterInput, gameData: GameData): StatChange[] =>
  changes(summaryMap(before, gameData), summaryMap(after, gameData), gameData.attributes);
