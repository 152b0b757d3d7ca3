import type { ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import { itemStats, type SlotItem } from "#core/rules/planner/parts.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

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

export const itemChanges = (slot: ItemSlot, from: SlotItem, to: SlotItem, gameData: GameData): StatChange[] =>
  changes(itemStats(slot, from, gameData), itemStats(slot, to, gameData), gameData.attributes);

const summaryMap = (hunter: HunterInput, gameData: GameData) =>
  new Map(buildSummary(hunter, gameData).map((line) => [line.stat, line.value]));

export const summaryChanges = (before: HunterInput, after: HunterInput, gameData: GameData): StatChange[] =>
  changes(summaryMap(before, gameData), summaryMap(after, gameData), gameData.attributes);
