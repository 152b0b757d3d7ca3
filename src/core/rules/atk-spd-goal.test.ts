import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { normalizeHunterInput } from "./build-normalize.ts";
import { ATK_SPD_GOAL_FASTEST, clampAtkSpdGoal } from "./number-input.ts";

// docs/decisions.md#2026-11-25-the-attack-speed-goals-maximum: the goal hinted 'Maximum is 0.25' while 1.19
// was accepted (and 0.1 too). The maximum is the game's fastest attack (docs/decisions.md, "The attack speed
// goal's maximum"): a slower goal is kept, a faster one is raised to it. The hint, the builder's field and
// the server's stored build read ATK_SPD_GOAL_FASTEST.
describe("the attack speed goal's maximum", () => {
  it("is the number the hint names", () => {
    expect(messages.atkSpdGoalHint).toBe(`Maximum is ${ATK_SPD_GOAL_FASTEST}`);
  });

  it("keeps a slower goal and raises a faster one to the maximum speed", () => {
    expect(clampAtkSpdGoal(1.19)).toBe(1.19);
    expect(clampAtkSpdGoal(0.1)).toBe(ATK_SPD_GOAL_FASTEST);
    expect(clampAtkSpdGoal(Number.NaN)).toBe(ATK_SPD_GOAL_FASTEST);
  });

  it("is never beaten by a stored build, whatever the request held", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (goal) => {
        const stored = normalizeHunterInput(createHunter({ atkSpdGoal: goal }), gameData).atkSpdGoal;
        expect(stored).toBe(Math.max(goal, ATK_SPD_GOAL_FASTEST));
      }),
    );
  });
});
