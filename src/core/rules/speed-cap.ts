import { ATK_SPD_GOAL_FASTEST } from "./number-input.ts";

// The game's fastest attack (docs/product.md#the-games-fastest-attack-on-the-boards). The spec's formula can
// give a time between attacks shorter than the game ever plays (a total bonus past what the cap allows); the
// game still attacks once every 0.25 s. Boards, cards and link previews show and rank what the game plays;
// the builder and the hunter page keep the formula's value and say that it plays at the cap.

/** The shortest time between two attacks the game plays, in seconds: the same as the goal's maximum. */
export const GAME_FASTEST_ATK_SPD = ATK_SPD_GOAL_FASTEST;

/**
 * A speed as a board reads it: `ranked` is what it shows and ranks (never below the cap); `atCap` when the
 * formula reaches the cap; `overflow` how many seconds the formula goes past it (positive), null when it
 * does not go past.
 */
export type BoardSpeed = { ranked: number; atCap: boolean; overflow: number | null };

// The formula's own noise (binary arithmetic) is settled at a millionth, as the attack speed rule settles it.
const settle = (value: number): number => Math.round(value * 1e6) / 1e6;

/** True when the formula gives a faster attack than the game plays: the builder's and hunter page's mark. */
export const beyondGameCap = (formula: number): boolean => settle(formula) < GAME_FASTEST_ATK_SPD;

/** What a board shows and ranks for a build whose formula gives `formula` seconds. */
export function boardSpeed(formula: number): BoardSpeed {
  const value = Number.isFinite(formula) ? settle(formula) : GAME_FASTEST_ATK_SPD;
  if (value > GAME_FASTEST_ATK_SPD) return { ranked: value, atCap: false, overflow: null };
  const overflow = settle(GAME_FASTEST_ATK_SPD - value);
  return { ranked: GAME_FASTEST_ATK_SPD, atCap: true, overflow: overflow > 0 ? overflow : null };
}

/**
 * The formula's value of a stored build: `formula_atk_spd` once the explore facts have derived it, else
 * `actual_atk_spd` (a row derived before the cap kept the formula there). 0 is the column's "not derived".
 */
export const storedFormula = (row: { actualAtkSpd: number; formulaAtkSpd: number }): number =>
  row.formulaAtkSpd !== 0 ? row.formulaAtkSpd : row.actualAtkSpd;
