import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATK_SPD_GOAL_FASTEST } from "./number-input.ts";
import { beyondGameCap, boardSpeed, GAME_FASTEST_ATK_SPD, storedFormula } from "./speed-cap.ts";

// docs/product.md#the-games-fastest-attack-on-the-boards
describe("the game's fastest attack on the boards", () => {
  it("is the attack speed goal's maximum", () => {
    expect(GAME_FASTEST_ATK_SPD).toBe(0.25);
    expect(GAME_FASTEST_ATK_SPD).toBe(ATK_SPD_GOAL_FASTEST);
  });

  it("reads a formula faster than the cap as the cap, with the overflow beside it", () => {
    expect(boardSpeed(0.1357)).toEqual({ ranked: 0.25, atCap: true, overflow: 0.1143 });
    expect(boardSpeed(0.2357)).toEqual({ ranked: 0.25, atCap: true, overflow: 0.0143 });
    expect(boardSpeed(0.25)).toEqual({ ranked: 0.25, atCap: true, overflow: null });
    expect(boardSpeed(0.2501)).toEqual({ ranked: 0.2501, atCap: false, overflow: null });
    expect(boardSpeed(1.2188)).toEqual({ ranked: 1.2188, atCap: false, overflow: null });
  });

  it("reads a formula at or past zero (a total bonus of 100% or more) as the cap", () => {
    expect(boardSpeed(0)).toEqual({ ranked: 0.25, atCap: true, overflow: 0.25 });
    expect(boardSpeed(-0.5)).toEqual({ ranked: 0.25, atCap: true, overflow: 0.75 });
    expect(boardSpeed(Number.NaN)).toEqual({ ranked: 0.25, atCap: true, overflow: null });
  });

  it("settles the formula's binary noise before judging it", () => {
    // 0.1 + 0.15 is 0.25000000000000006 in binary: the formula's 0.25, at the cap, nothing beyond.
    expect(boardSpeed(0.1 + 0.15)).toEqual({ ranked: 0.25, atCap: true, overflow: null });
    expect(beyondGameCap(0.1 + 0.15)).toBe(false);
    expect(beyondGameCap(0.2499)).toBe(true);
  });

  it("never ranks faster than the cap, and keeps what the formula says otherwise", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (formula) => {
        const read = boardSpeed(formula);
        expect(read.ranked).toBeGreaterThanOrEqual(GAME_FASTEST_ATK_SPD);
        expect(read.atCap).toBe(read.ranked === GAME_FASTEST_ATK_SPD);
        expect(read.atCap).toBe(!(Math.round(formula * 1e6) / 1e6 > GAME_FASTEST_ATK_SPD));
        expect(read.overflow === null || read.overflow > 0).toBe(true);
        if (read.overflow !== null) {
          expect(read.atCap).toBe(true);
          expect(beyondGameCap(formula)).toBe(true);
          expect(read.overflow).toBeCloseTo(GAME_FASTEST_ATK_SPD - formula, 6);
        }
        if (!read.atCap) expect(read.ranked).toBeCloseTo(formula, 6);
      }),
    );
  });

  it("keeps the order of builds slower than the cap, and puts every faster one level with the cap", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 5, noNaN: true }),
        fc.double({ min: -1, max: 5, noNaN: true }),
        (a, b) => {
          if (a <= b) expect(boardSpeed(a).ranked).toBeLessThanOrEqual(boardSpeed(b).ranked);
        },
      ),
    );
  });

  it("reads a stored row's formula from formula_atk_spd once derived, else from actual_atk_spd", () => {
    expect(storedFormula({ actualAtkSpd: 0.25, formulaAtkSpd: 0.1357 })).toBe(0.1357);
    expect(storedFormula({ actualAtkSpd: 0.1357, formulaAtkSpd: 0 })).toBe(0.1357);
  });
});
