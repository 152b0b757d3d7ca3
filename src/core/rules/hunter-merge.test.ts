import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { contestedLabels, mergeHunters } from "./hunter-merge.ts";

describe("mergeHunters", () => {
  it("keeps the other device's unrelated changes and mine, and asks about nothing", () => {
    const base = createHunter({ hunterName: "Storm Mage" });
    const mine = structuredClone(base);
    mine.hunterName = "Phone Mage";
    mine.items.Ring.attributes[0] = { type: "ATK SPD", value: 12 };
    const theirs = structuredClone(base);
    theirs.general.guild = 7;
    theirs.items.Ring.attributes[1] = { type: "HP", value: 3 };
    theirs.paragon.tree = ["1-1", "2-2"];

    const { merged, contested } = mergeHunters(base, mine, theirs);
    expect(contested).toEqual([]);
    expect(merged.hunterName).toBe("Phone Mage");
    expect(merged.general.guild).toBe(7);
    expect(merged.items.Ring.attributes.slice(0, 2)).toEqual([
      { type: "ATK SPD", value: 12 },
      { type: "HP", value: 3 },
    ]);
    expect(merged.paragon.tree).toEqual(["1-1", "2-2"]);
  });

  it("asks only about a field both changed differently, and settles it as the player prefers", () => {
    const base = createHunter({ hunterName: "Storm Mage" });
    const mine = structuredClone(base);
    mine.hunterName = "Phone Mage";
    mine.general.guild = 4;
    mine.general.technology = 9;
    const theirs = structuredClone(base);
    theirs.hunterName = "Desktop Mage";
    theirs.general.guild = 4;
    theirs.traits.Quicken = 2;

    const kept = mergeHunters(base, mine, theirs, "mine");
    expect(kept.contested).toEqual(["hunterName"]);
    expect(contestedLabels(kept.contested)).toEqual(["Name"]);
    expect([kept.merged.hunterName, kept.merged.general.technology, kept.merged.traits.Quicken]).toEqual([
      "Phone Mage",
      9,
      2,
    ]);
    const theirsWin = mergeHunters(base, mine, theirs, "theirs");
    expect([theirsWin.merged.hunterName, theirsWin.merged.general.technology]).toEqual(["Desktop Mage", 9]);
  });

  it("is each side itself when the other changed nothing, and never contests a field one side left alone", () => {
    fc.assert(
      fc.property(hunterArb(gameData), hunterArb(gameData), (base, other) => {
        expect(mergeHunters(base, other, base).merged).toEqual(other);
        expect(mergeHunters(base, base, other).merged).toEqual(other);
        expect(mergeHunters(base, other, base).contested).toEqual([]);
        // Both made the same edit: nothing to ask.
        expect(mergeHunters(base, other, other)).toEqual({ merged: other, contested: [] });
      }),
    );
  });

  it("names contested fields as the sheet does, once each", () => {
    expect(
      contestedLabels([
        "general.guild",
        "items.Ring.rarity",
        "items.Ring.attributes.2",
        "traits.Quicken",
        "mount.skill",
      ]),
    ).toEqual(["Guild", "Ring", "Quicken", "Mount"]);
  });
});
