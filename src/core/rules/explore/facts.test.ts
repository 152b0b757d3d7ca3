import { describe, expect, it } from "vitest";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { exploreFacts, speedStepOf } from "./facts.ts";

describe("explore facts", () => {
  const hunter = hunterInputSchema.parse({
    general: { hunterClass: "Ranger", hunterRarity: "Ultimate", hunterPurpose: "Boss" },
    sets: [
      { name: "Justice", level: 2 },
      { name: "Justice", level: 3 },
      { name: "", level: 1 },
    ],
    mount: { skill: "Gallop" },
  });

  it("derives the columns explore filters on and the keys it tallies, for the class and for every class", () => {
    const facts = exploreFacts(hunter, testGameData);
    expect(facts).toMatchObject({
      hunterClass: "Ranger",
      classFamily: "archer",
      hunterRarity: "Ultimate",
      purpose: "Boss",
      setNames: ["Justice"],
      allEngraved: false,
      allUltimate: false,
      actualAtkSpd: actualAtkSpd(hunter, testGameData),
    });
    const speed = `speed|${speedStepOf(facts.actualAtkSpd)}`;
    for (const scope of ["Ranger", "*"]) {
      expect(facts.tallyKeys).toEqual(
        expect.arrayContaining([
          `${scope}|builds`,
          `${scope}|set|Justice|3`,
          `${scope}|mountSkill|Gallop`,
          `${scope}|${speed}`,
        ]),
      );
    }
    expect(facts.tallyKeys).not.toContain("Ranger|set|Justice|2");
    expect(new Set(facts.tallyKeys).size).toBe(facts.tallyKeys.length);
  });

  it("tallies a build without a class under every class only", () => {
    const facts = exploreFacts(hunterInputSchema.parse({}), testGameData);
    expect(facts.tallyKeys.every((key) => key.startsWith("*|"))).toBe(true);
  });
});
