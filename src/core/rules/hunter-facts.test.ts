import { describe, expect, it } from "vitest";
import { hunterFacts } from "#core/rules/hunter-facts.ts";
import { TRAIT_MAX } from "#core/rules/number-input.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

const traitsAt = (level: number) => Object.fromEntries(TRAIT_NAMES.map((name) => [name, level]));

describe("hunterFacts", () => {
  it("reads the class family and whether it is a paragon class", () => {
    const facts = hunterFacts(createHunter({ general: { hunterClass: "Berserker" } }), gameData);
    expect(facts).toMatchObject({ className: "Berserker", classFamily: "warrior", isParagonClass: true });
  });

  it("counts every trait at the maximum only when none is below it", () => {
    expect(hunterFacts(createHunter({ traits: traitsAt(TRAIT_MAX) }), gameData).allTraitsMax).toBe(true);
    const oneShort = { ...traitsAt(TRAIT_MAX), [TRAIT_NAMES[0]]: TRAIT_MAX - 1 };
    expect(hunterFacts(createHunter({ traits: oneShort }), gameData).allTraitsMax).toBe(false);
  });
});
