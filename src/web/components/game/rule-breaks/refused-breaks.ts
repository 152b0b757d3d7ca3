import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { ApiError } from "#web/lib/api-client.ts";

/** The breaks a write was refused for (422 `outside-game-rules`, docs/product.md#the-games-rules-on-every-value). */
export function refusedBreaks(error: unknown): RuleBreak[] {
  if (!(error instanceof ApiError) || error.code !== "outside-game-rules") return [];
  return Array.isArray(error.details) ? (error.details as RuleBreak[]) : [];
}
