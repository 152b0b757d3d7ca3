import { messages } from "#core/messages.ts";
import { ruleBreakLines } from "#core/rules/game-bounds/break-line.ts";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { refused } from "#server/errors.ts";

/**
 * Refuses a write whose values break the game's rules (docs/product.md#the-games-rules-on-every-value): 422
 * `outside-game-rules`, the breaks as details for the player's app to word, and a message naming each field
 * and its bound. Called before anything is written.
 */
export function refuseRuleBreaks(breaks: readonly RuleBreak[]): void {
  if (breaks.length === 0) return;
  throw refused(messages.outsideGameRules(ruleBreakLines(breaks)), "outside-game-rules", breaks);
}
