import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { summarizeChange } from "#core/rules/change-summary.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

describe("summarizeChange", () => {
  it("calls a first save 'Created' and an unchanged save 'Saved without changes'", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (hunter) => {
        expect(summarizeChange(null, hunter)).toBe(messages.versionCreated);
        expect(summarizeChange(hunter, structuredClone(hunter))).toBe(messages.versionNoChange);
      }),
    );
  });

  it("names a swapped item, a changed one and the trait level's levels", () => {
    const before = createHunter({ traits: { Quicken: 3 }, items: { Ring: { rarity: "Rare" } } });
    const after = createHunter({
      traits: { Quicken: 4 },
      items: { Ring: { rarity: "Epic" }, Belt: { engraved: true } },
    });
    expect(summarizeChange(before, after)).toBe("Ring swapped, Belt changed, Trait Level 3 -> 4");
  });

  it("keeps the line short: beyond four changes it counts the rest", () => {
    const before = createHunter({ hunterName: "A" });
    const after = createHunter({
      hunterName: "B",
      traits: { Curse: 1, Rich: 2, Vital: 3, Wisdom: 4 },
      atkSpdGoal: 0.5,
    });
    expect(summarizeChange(before, after)).toBe(
      "Renamed to B, Curse 0 -> 1, Rich 0 -> 2, Vital 0 -> 3 and 2 more",
    );
  });

  it("names a general field's old and new value, 'none' for an empty one", () => {
    const before = createHunter({ general: { hunterClass: "Ranger", hunterPurpose: "" } });
    const after = createHunter({ general: { hunterClass: "Sharpshooter", hunterPurpose: "Boss runs" } });
    expect(summarizeChange(before, after)).toBe("Class Ranger -> Sharpshooter, Purpose none -> Boss runs");
  });

  it("names a field as the builder labels it", () => {
    const before = createHunter({ general: { hunterAtkSpdRarity: "Blue" }, atkSpdGoal: 0.25 });
    const after = createHunter({ general: { hunterAtkSpdRarity: "Purple" }, atkSpdGoal: 0.5 });
    expect(summarizeChange(before, after)).toBe(
      "ATK SPD Rarity Blue -> Purple, Attack Speed Goal 0.25 -> 0.5",
    );
  });

  it("tells the trait level once, by the general tab's label, though Quicken mirrors it", () => {
    const before = createHunter({ general: { trait: 1 }, traits: { Quicken: 1 } });
    const after = createHunter({ general: { trait: 2 }, traits: { Quicken: 2 } });
    expect(summarizeChange(before, after)).toBe("Trait Level 1 -> 2");
  });
});
