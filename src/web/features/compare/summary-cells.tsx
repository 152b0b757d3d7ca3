import type { GameData } from "#core/game-data/schema.ts";
import { attackSpeedBreakdown, type BreakdownLine, summaryBreakdown } from "#core/rules/summary-breakdown.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { SummaryLineBreakdown } from "#web/components/game/breakdown/summary-breakdown.tsx";

// Where each side's numbers come from (docs/decisions.md#2026-11-25-where-every-number-comes-from): its Build
// Summary lines by stat and its attack speed.
export const sideBreakdowns = (a: HunterInput, b: HunterInput, gameData: GameData) => ({
  a: new Map(summaryBreakdown(a, gameData).map((line) => [line.stat, line])),
  b: new Map(summaryBreakdown(b, gameData).map((line) => [line.stat, line])),
  speeds: [attackSpeedBreakdown(a, gameData), attackSpeedBreakdown(b, gameData)] as const,
});

/** A side's value of a stat; it opens its sources when the side has any (a zero line has none). */
export function LineValue({ line, shown }: { line: BreakdownLine | undefined; shown: string }) {
  return line ? <SummaryLineBreakdown line={line} shown={shown} /> : shown;
}
