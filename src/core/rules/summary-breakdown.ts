import type { GameData } from "#core/game-data/schema.ts";
import {
  type AttackSpeedReport,
  atkSpdSources,
  attackSpeedReport,
  type BaseSpeedSource,
  baseSpeed,
} from "#core/rules/attack-speed.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import { type BonusSource, type StatSource, statBreakdown, sumSources } from "#core/rules/summary-sources.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// Where every number comes from (docs/decisions.md#2026-11-25-where-every-number-comes-from): the Build
// Summary line by line with its sources, and the attack speed with its sources and formula. buildSummary and
// attackSpeedReport read the same sources, so what a breakdown shows is what the summary and the panel say.

export type BreakdownLine = { stat: string; value: number; display: string; sources: StatSource[] };

// Sums of two-decimal values drift in binary; six decimals keep the totals exact for display and tests.
const settle = (value: number): number => Math.round(value * 1e6) / 1e6;

/** The Build Summary's lines (non-zero totals, in the game data's stat order, then by name), each with its sources. */
export function summaryBreakdown(hunter: HunterInput, gameData: GameData): BreakdownLine[] {
  const order = new Map(gameData.attributes.map((stat, index) => [stat, index]));
  const rank = (stat: string) => order.get(stat) ?? Number.POSITIVE_INFINITY;
  return [...statBreakdown(hunter, gameData)]
    .map(([stat, sources]) => ({ stat, value: settle(sumSources(sources)), sources }))
    .filter((line) => line.value !== 0)
    .sort((a, b) => rank(a.stat) - rank(b.stat) || (a.stat < b.stat ? -1 : a.stat > b.stat ? 1 : 0))
    .map((line) => ({ ...line, display: `${formatDecimal(line.value, 2)}%` }));
}

export type AttackSpeedBreakdown = AttackSpeedReport & {
  sources: BonusSource[];
  baseSource: BaseSpeedSource;
  traitLevel: number;
};

/** Base x (1 - total/100) / multiplier = actual, with every source of the total. */
export function attackSpeedBreakdown(hunter: HunterInput, gameData: GameData): AttackSpeedBreakdown {
  return {
    ...attackSpeedReport(hunter, gameData),
    sources: atkSpdSources(hunter, gameData),
    baseSource: baseSpeed(hunter, gameData).source,
    traitLevel: hunter.general.trait,
  };
}
