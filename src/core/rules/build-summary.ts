import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { summaryBreakdown } from "#core/rules/summary-breakdown.ts";
import { setBonus, specialBonus, statBreakdown, sumSources } from "#core/rules/summary-sources.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// The Build Summary (docs/product.md#build-summary): every stat bonus a build carries, summed per stat.

export type SummaryLine = { stat: string; value: number; display: string };

export { setBonus, specialBonus };

// Each stat's sources (summary-sources.ts) summed in order: what the planner and the attack speed read.
export function statTotals(hunter: HunterInput, gameData: GameData): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [stat, sources] of statBreakdown(hunter, gameData)) totals.set(stat, sumSources(sources));
  return totals;
}

// The summary is the breakdown's lines without their sources.
export const buildSummary = (hunter: HunterInput, gameData: GameData): SummaryLine[] =>
  summaryBreakdown(hunter, gameData).map(({ stat, value, display }) => ({ stat, value, display }));

// Rune types on more than one slot, in the order of the slot that carries each first.
export function duplicateRuneTypes(hunter: HunterInput): string[] {
  const slotsPerType = new Map<string, number>();
  for (const slot of ITEM_SLOTS) {
    const { runeType } = hunter.items[slot];
    if (runeType !== "") slotsPerType.set(runeType, (slotsPerType.get(runeType) ?? 0) + 1);
  }
  return [...slotsPerType].filter(([, slots]) => slots > 1).map(([runeType]) => runeType);
}
