import { describe, expect, it } from "vitest";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { rosterOverview } from "./overview.ts";

const hunter = (hunterClass: string, hunterRarity: string, hunterPurpose: string) =>
  createHunter({ general: { hunterClass, hunterRarity, hunterPurpose } });

describe("rosterOverview", () => {
  it("counts by purpose, by class in the game data's order with its colour, and by rarity in the spec's order", () => {
    const overview = rosterOverview(
      [
        hunter("Mage", "Ultimate", "PvE"),
        hunter("Warrior", "Normal", "PvP"),
        hunter("Mage", "Rare", "PvE"),
        hunter("Archer", "Ultimate", " PvE "),
      ],
      testGameData,
    );
    expect(overview.total).toBe(4);
    expect(overview.purposes).toEqual([
      { name: "PvE", count: 3 },
      { name: "PvP", count: 1 },
    ]);
    expect(overview.classes).toEqual([
      { name: "Warrior", count: 1, color: "#c0392b" },
      { name: "Mage", count: 2, color: "#8e44ad" },
      { name: "Archer", count: 1, color: "#27ae60" },
    ]);
    expect(overview.rarities).toEqual([
      { name: "Normal", count: 1 },
      { name: "Rare", count: 1 },
      { name: "Ultimate", count: 2 },
    ]);
  });

  it("leaves out blanks and zero counts, so an empty roster has nothing to list", () => {
    const overview = rosterOverview([hunter("", "", "")], testGameData);
    expect(overview).toEqual({ total: 1, purposes: [], classes: [], rarities: [] });
    expect(rosterOverview([], testGameData).total).toBe(0);
  });

  it("groups purposes case-insensitively after trimming, named as first written", () => {
    const overview = rosterOverview(
      [
        hunter("Mage", "Rare", "Boss"),
        hunter("Mage", "Rare", " boss"),
        hunter("Mage", "Rare", "BOSS "),
        hunter("Mage", "Rare", "PvP"),
      ],
      testGameData,
    );
    expect(overview.purposes).toEqual([
      { name: "Boss", count: 3 },
      { name: "PvP", count: 1 },
    ]);
  });
});
