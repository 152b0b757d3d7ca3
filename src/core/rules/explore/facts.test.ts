import { describe, expect, it } from "vitest";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { boardSpeed, GAME_FASTEST_ATK_SPD as FASTEST_ATTACK } from "../speed-cap.ts";
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
      actualAtkSpd: boardSpeed(actualAtkSpd(hunter, testGameData)).ranked,
      formulaAtkSpd: actualAtkSpd(hunter, testGameData),
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

  it("ranks a build never faster than the game's fastest attack, and keeps the formula's value beside it", () => {
    const fast = hunterInputSchema.parse({ general: { guild: 100, technology: 10 } });
    const facts = exploreFacts(fast, testGameData);
    expect(facts.formulaAtkSpd).toBe(actualAtkSpd(fast, testGameData));
    expect(facts.formulaAtkSpd).toBeLessThan(FASTEST_ATTACK);
    expect(facts.actualAtkSpd).toBe(FASTEST_ATTACK);
    expect(facts.tallyKeys).toContain(`*|speed|${speedStepOf(FASTEST_ATTACK)}`);
    const slow = exploreFacts(hunter, testGameData);
    expect(slow.actualAtkSpd).toBe(boardSpeed(slow.formulaAtkSpd).ranked);
    expect(slow.actualAtkSpd).toBeCloseTo(slow.formulaAtkSpd, 6);
  });

  it("marks a build whose values break the game's rules", () => {
    expect(exploreFacts(hunter, testGameData).withinRules).toBe(true);
    const over = hunterInputSchema.parse({
      items: { Ring: { rarity: "Normal", attributes: [{ type: "ATK", value: 4 }] } },
    });
    expect(exploreFacts(over, testGameData).withinRules).toBe(false);
  });
});
