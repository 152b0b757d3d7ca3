import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actualAtkSpd,
  attackSpeedReport,
  baseAtkSpd,
  formatAtkSpd,
  formatMissing,
  missingAtkSpd,
  totalAtkSpdBonus,
  traitMultiplier,
} from "#core/rules/attack-speed.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

// Worked example 1: an ordinary build with every kind of ATK SPD source.
const ordinary = createHunter({
  atkSpdGoal: 0.25,
  general: {
    hunterAtkSpdRarity: "Blue", // value 0.02 -> 2
    characteristic: "Swift", // value 0.05 -> 5
    trait: 2, // 'Level 2' -> multiplier 1.1
    technology: 2.5,
    guild: 5,
  },
  items: {
    Weapon: {
      rarity: "Legendary", // 4 attribute rows count
      baseAtkSpd: "1,6", // comma accepted -> 1.6
      weaponRuneType: "Swift Rune", // ATK SPD 3/6/9 by level
      weaponRuneLevel: 2, // -> 6
      attributes: [
        { type: "ATK SPD", value: 4 },
        { type: "ATK", value: 10 },
        { type: "ATK SPD", value: 3 },
        { type: "HP", value: 5 },
        { type: "ATK SPD", value: 50 }, // fifth row: beyond a Legendary's four, ignored
      ],
    },
    Ring: {
      rarity: "Rare", // 2 rows count
      attributes: [
        { type: "HP", value: 3 },
        { type: "ATK SPD", value: 2 },
        { type: "ATK SPD", value: 9 }, // third row: ignored
      ],
    },
    Gloves: { rarity: "Normal", runeType: "ATK SPD", runeValue: 5 },
    Boots: { rarity: "Normal", runeType: "ATK SPD", runeValue: 8 }, // the highest ATK SPD rune: 8, not 5 + 8
  },
  mount: {
    rarity: "S",
    items: {
      // Horseshoe 'main' is a fixed ATK SPD attribute; 'extra' is chosen as ATK SPD.
      Horseshoe: {
        rarity: "S Tier",
        attributes: { main: { value: 3 }, extra: { type: "ATK SPD", value: 2 } },
      },
      Saddle: { rarity: "A Tier", attributes: { extra: { type: "Evasion", value: 4 } } },
    },
  },
});
// Total = weapon rows 4 + 3 = 7, ring row 2, best rune 8, weapon rune 6, horseshoe 3 + 2 = 5,
//         guild 5, technology 2.5, characteristic 5, ATK SPD rarity 2
//       = 7 + 2 + 8 + 6 + 5 + 5 + 2.5 + 5 + 2 = 42.5
// Actual = 1.6 x (1 - 42.5/100) / 1.1 = 1.6 x 0.575 / 1.1 = 0.92 / 1.1 = 0.836363... -> "0.8364"
// Missing = (1 - 0.25 x 1.1 / 1.6) x 100 - 42.5 = (1 - 0.171875) x 100 - 42.5 = 82.8125 - 42.5 = 40.3125

// Worked example 2: a special bow and necklace, a set, maxed guild and technology.
const special = createHunter({
  atkSpdGoal: 1,
  general: {
    hunterAtkSpdRarity: "Purple", // 0.06 -> 6
    characteristic: "Swift", // 0.05 -> 5
    trait: 5, // 'Level 5' -> 1.25
    technology: 10,
    guild: 10,
  },
  items: {
    Weapon: {
      rarity: "Legendary",
      itemName: "Gale Bow", // weaponBase 1.8, ATK SPD 5 among its attributes, level skill ATK SPD 2/4/6
      skillLevel: 3, // -> 6
      baseAtkSpd: "2.5", // the special's base wins
      attributes: [{ type: "ATK SPD", value: 40 }], // a special's own values never count
    },
    Necklace: { rarity: "Ultimate", itemName: "Heart of Stone" }, // value skill: HP 5, ATK SPD 1.5
  },
  sets: [
    { name: "Haste", level: 3 }, // ATK SPD 1/2/3 -> 3
    { name: "Honor", level: 2 }, // PvP Damage Reduction, not attack speed
    { name: "", level: 1 },
  ],
});
// Total = bow attribute 5 + bow skill 6 + necklace skill 1.5 + Haste 3 + guild 10 + technology 10
//         + characteristic 5 + rarity 6 = 46.5
// Actual = 1.8 x (1 - 0.465) / 1.25 = 1.8 x 0.535 / 1.25 = 0.963 / 1.25 = 0.7704
// Missing = (1 - 1 x 1.25 / 1.8) x 100 - 46.5 = 30.5555... - 46.5 = -15.9444... -> 'Overflowing'

describe("attack speed, worked examples", () => {
  it("example 1: an ordinary build", () => {
    expect(totalAtkSpdBonus(ordinary, gameData)).toBe(42.5);
    expect(baseAtkSpd(ordinary, gameData)).toBe(1.6);
    expect(traitMultiplier(ordinary, gameData)).toBe(1.1);
    expect(actualAtkSpd(ordinary, gameData)).toBeCloseTo(0.836364, 6);
    expect(missingAtkSpd(ordinary, gameData)).toEqual({ missing: 40.3125, overflowing: false });
    expect(attackSpeedReport(ordinary, gameData)).toMatchObject({
      actualDisplay: "0.8364",
      missingDisplay: "40.31%",
      goal: 0.25,
    });
  });

  it("example 2: special items and a set, overflowing the goal", () => {
    expect(totalAtkSpdBonus(special, gameData)).toBe(46.5);
    expect(baseAtkSpd(special, gameData)).toBe(1.8);
    expect(actualAtkSpd(special, gameData)).toBeCloseTo(0.7704, 10);
    const missing = missingAtkSpd(special, gameData);
    expect(missing.missing).toBeCloseTo(-15.944444, 5);
    expect(missing.overflowing).toBe(true);
    expect(attackSpeedReport(special, gameData)).toMatchObject({
      base: 1.8,
      multiplier: 1.25,
      totalBonus: 46.5,
      actualDisplay: "0.7704",
      missingDisplay: "Overflowing",
    });
  });
});

describe("attack speed parts", () => {
  it("a new hunter: base 2, guild 5 only, Quicken level 1", () => {
    const hunter = createHunter();
    expect(totalAtkSpdBonus(hunter, gameData)).toBe(5);
    // 2 x 0.95 / 1.05
    expect(formatAtkSpd(actualAtkSpd(hunter, gameData))).toBe("1.8095");
  });

  it.each([
    ["", 2],
    ["fast", 2],
    ["0", 2],
    ["1.75", 1.75],
    ["2,25", 2.25],
  ])("reads the typed base speed %j as %d", (typed, expected) => {
    expect(baseAtkSpd(createHunter({ items: { Weapon: { baseAtkSpd: typed } } }), gameData)).toBe(expected);
  });

  it("ignores a special name that does not exist for the weapon's rarity", () => {
    const hunter = createHunter({
      items: { Weapon: { rarity: "Rare", itemName: "Gale Bow", baseAtkSpd: "2.2" } },
    });
    expect(baseAtkSpd(hunter, gameData)).toBe(2.2);
  });

  it("uses 1 as the multiplier when the trait level has no row", () => {
    const noTraits = { ...gameData, traits: gameData.traits.slice(0, 2) };
    expect(traitMultiplier(createHunter({ general: { trait: 4 } }), noTraits)).toBe(1);
  });

  it("formats speeds with four decimals and the missing % with two", () => {
    expect(formatAtkSpd(1)).toBe("1.0000");
    expect(formatAtkSpd(0.123456)).toBe("0.1235");
    expect(formatMissing({ missing: 3.456, overflowing: false })).toBe("3.46%");
    expect(formatMissing({ missing: -1, overflowing: true })).toBe("Overflowing");
  });
});

describe("attack speed properties", () => {
  it("more bonus never makes the actual speed slower", () => {
    fc.assert(
      fc.property(hunterArb(gameData), fc.integer({ min: 0, max: 5000 }), (hunter, extra) => {
        const faster = {
          ...hunter,
          general: { ...hunter.general, guild: hunter.general.guild + extra / 100 },
        };
        expect(actualAtkSpd(faster, gameData)).toBeLessThanOrEqual(actualAtkSpd(hunter, gameData) + 1e-12);
        expect(missingAtkSpd(faster, gameData).missing).toBeLessThanOrEqual(
          missingAtkSpd(hunter, gameData).missing,
        );
      }),
    );
  });

  it("counts exactly the Build Summary's ATK SPD plus the hunter's own sources", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (hunter) => {
        const fromItems = buildSummary(hunter, gameData).find((line) => line.stat === "ATK SPD")?.value ?? 0;
        const { guild, technology } = hunter.general;
        const characteristic = hunter.general.characteristic === "Swift" ? 5 : 0;
        const rarity =
          { White: 0, Blue: 2, Yellow: 4, Purple: 6 }[hunter.general.hunterAtkSpdRarity as "White"] ?? 0;
        expect(totalAtkSpdBonus(hunter, gameData)).toBeCloseTo(
          fromItems + guild + technology + characteristic + rarity,
          6,
        );
      }),
    );
  });
});

describe("attack speed bounds", () => {
  it("never shows a negative speed, even with a bonus over 100% (guild 150 once showed -1.4423)", () => {
    // The saved schema takes up to 100 (an older build, an API client); the builder bounds typing to 20.
    const hunter = createHunter({ general: { guild: 100, technology: 10 } });
    expect(actualAtkSpd(hunter, gameData)).toBe(0);
    expect(attackSpeedReport(hunter, gameData).actualDisplay).toBe("0.0000");
    fc.assert(
      fc.property(hunterArb(gameData), fc.integer({ min: 0, max: 100 }), (base, guild) => {
        const h = { ...base, general: { ...base.general, guild } };
        expect(actualAtkSpd(h, gameData)).toBeGreaterThanOrEqual(0);
        expect(attackSpeedReport(h, gameData).actualDisplay.startsWith("-")).toBe(false);
      }),
    );
  });

  it("rounds the shown speed half up on its decimal value", () => {
    expect(formatAtkSpd(1.21875)).toBe("1.2188");
    expect(formatAtkSpd(1.2187499999999998)).toBe("1.2188");
  });
});
