import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackSpeedReport, totalAtkSpdBonus } from "#core/rules/attack-speed.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import { attackSpeedBreakdown, summaryBreakdown } from "#core/rules/summary-breakdown.ts";
import { sumSources } from "#core/rules/summary-sources.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { attrs } from "../../../tests/factories/item.ts";

const settle = (value: number): number => Math.round(value * 1e6) / 1e6;

describe("summary breakdown, for random builds", () => {
  it("has the Build Summary's lines as its totals, each the sum of non-zero sources of that stat", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (hunter) => {
        const lines = summaryBreakdown(hunter, gameData);
        expect(lines.map(({ stat, value, display }) => ({ stat, value, display }))).toEqual(
          buildSummary(hunter, gameData),
        );
        for (const line of lines) {
          expect(line.sources.length).toBeGreaterThan(0);
          for (const source of line.sources) {
            expect(source.stat).toBe(line.stat);
            expect(Number.isFinite(source.value) && source.value !== 0).toBe(true);
          }
          expect(settle(sumSources(line.sources))).toBe(line.value);
        }
      }),
    );
  });

  it("explains the attack speed: its sources sum to the total, and the formula gives the actual speed", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (hunter) => {
        const speed = attackSpeedBreakdown(hunter, gameData);
        const report = attackSpeedReport(hunter, gameData);
        expect(speed).toMatchObject(report);
        for (const source of speed.sources)
          expect(Number.isFinite(source.value) && source.value !== 0).toBe(true);
        expect(settle(sumSources(speed.sources))).toBe(totalAtkSpdBonus(hunter, gameData));
        expect(speed.actual).toBe(
          Math.max(0, (speed.base * (1 - speed.totalBonus / 100)) / speed.multiplier),
        );
        // The summary's ATK SPD line is the first part of the attack speed's sources.
        const line = summaryBreakdown(hunter, gameData).find((l) => l.stat === "ATK SPD");
        expect(speed.sources.slice(0, line?.sources.length ?? 0)).toEqual(line?.sources ?? []);
      }),
    );
  });
});

describe("summary breakdown, worked example", () => {
  const hunter = createHunter({
    general: { hunterAtkSpdRarity: "Blue", characteristic: "Swift", trait: 2, technology: 2.5, guild: 5 },
    items: {
      Weapon: {
        rarity: "Rare",
        baseAtkSpd: "1,6",
        weaponRuneType: "Swift Rune",
        weaponRuneLevel: 2,
        attributes: attrs(["ATK SPD", 4], ["HP", 5]),
      },
      Ring: { rarity: "Legendary", itemName: "Ember Ring", skillLevel: 2 },
      Gloves: { runeType: "ATK SPD", runeValue: 5 },
      Boots: { runeType: "ATK SPD", runeValue: 8 },
      Belt: { runeType: "ATK SPD", runeValue: 8 },
    },
    mount: {
      items: { Horseshoe: { rarity: "S Tier", attributes: { main: { value: 3 } } } },
    },
    sets: [
      { name: "Justice", level: 2 },
      { name: "", level: 1 },
      { name: "", level: 1 },
    ],
  });

  it("names every source of each line, the highest rune with the runes it outranked", () => {
    const lines = summaryBreakdown(hunter, gameData);
    const of = (stat: string) => lines.find((l) => l.stat === stat)?.sources;
    expect(of("ATK SPD")).toEqual([
      { kind: "attribute", slot: "Weapon", rarity: "Rare", stat: "ATK SPD", value: 4 },
      {
        kind: "rune",
        slot: "Boots",
        stat: "ATK SPD",
        value: 8,
        // Gloves' 5 was outranked by Boots' 8; Belt's 8 ties with it and the earlier slot counts.
        outranked: [
          { slot: "Gloves", value: 5 },
          { slot: "Belt", value: 8 },
        ],
      },
      { kind: "weaponRune", name: "Swift Rune", level: 2, stat: "ATK SPD", value: 6 },
      { kind: "mountItem", slot: "Horseshoe", rarity: "S Tier", stat: "ATK SPD", value: 3 },
    ]);
    expect(of("Crit Damage")).toEqual([
      { kind: "special", slot: "Ring", itemName: "Ember Ring", stat: "Crit Damage", value: 12 },
      {
        kind: "specialSkill",
        slot: "Ring",
        itemName: "Ember Ring",
        skill: "Kindle",
        level: 2,
        stat: "Crit Damage",
        value: 6,
      },
    ]);
    expect(of("Damage to Monsters")).toEqual([
      { kind: "set", name: "Justice", level: 2, stat: "Damage to Monsters", value: 10 },
    ]);
  });

  it("adds guild, technology, characteristic and ATK SPD rarity to the attack speed, with its formula's numbers", () => {
    const speed = attackSpeedBreakdown(hunter, gameData);
    expect(speed.sources.slice(4)).toEqual([
      { kind: "guild", stat: "ATK SPD", value: 5 },
      { kind: "technology", stat: "ATK SPD", value: 2.5 },
      { kind: "characteristic", name: "Swift", stat: "ATK SPD", value: 5 },
      { kind: "atkSpdRarity", label: "Blue", stat: "ATK SPD", value: 2 },
    ]);
    // 4 + 8 + 6 + 3 + 5 + 2.5 + 5 + 2 = 35.5; 1.6 x (1 - 0.355) / 1.1 = 0.9382
    expect(speed).toMatchObject({
      totalBonus: 35.5,
      base: 1.6,
      baseSource: { kind: "typed" },
      multiplier: 1.1,
      traitLevel: 2,
      actualDisplay: "0.9382",
    });
  });
});
