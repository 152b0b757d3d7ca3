import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHANGE_FORM, describeChange } from "#core/rules/change-summary.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

describe("describeChange", () => {
  it("marks a first save as created and an unchanged save as changing nothing", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (hunter) => {
        expect(describeChange(null, hunter)).toEqual({ form: CHANGE_FORM, created: true, parts: [] });
        expect(describeChange(hunter, structuredClone(hunter))).toEqual({ form: CHANGE_FORM, parts: [] });
      }),
    );
  });

  it("tells a swapped item from one changed in place, and the trait level by its levels", () => {
    const before = createHunter({ traits: { Quicken: 3 }, items: { Ring: { rarity: "Rare" } } });
    const after = createHunter({
      traits: { Quicken: 4 },
      items: { Ring: { rarity: "Epic" }, Belt: { engraved: true } },
    });
    expect(describeChange(before, after).parts).toEqual([
      {
        kind: "item",
        slot: "Ring",
        from: { itemName: before.items.Ring.itemName, rarity: "Rare" },
        to: { itemName: after.items.Ring.itemName, rarity: "Epic" },
      },
      { kind: "item", slot: "Belt" },
      { kind: "field", field: "trait", from: 3, to: 4 },
    ]);
  });

  it("keeps every change, in reading order: name, sheet, items, traits, the rest, the goal last", () => {
    const before = createHunter({ hunterName: "A", general: { hunterClass: "Ranger", hunterPurpose: "" } });
    const after = createHunter({
      hunterName: "B",
      general: { hunterClass: "Sharpshooter", hunterPurpose: "Boss runs" },
      traits: { Curse: 1 },
      mount: { skill: "Gallop" },
      atkSpdGoal: 0.5,
    });
    expect(describeChange(before, after).parts).toEqual([
      { kind: "renamed", to: "B" },
      { kind: "field", field: "hunterClass", from: "Ranger", to: "Sharpshooter" },
      { kind: "field", field: "hunterPurpose", from: "", to: "Boss runs" },
      { kind: "trait", trait: "Curse", from: 0, to: 1 },
      { kind: "mount" },
      { kind: "field", field: "atkSpdGoal", from: before.atkSpdGoal, to: 0.5 },
    ]);
  });

  it("tells the trait level once, as the general tab's field, though Quicken mirrors it", () => {
    const before = createHunter({ general: { trait: 1 }, traits: { Quicken: 1 } });
    const after = createHunter({ general: { trait: 2 }, traits: { Quicken: 2 } });
    expect(describeChange(before, after).parts).toEqual([{ kind: "field", field: "trait", from: 1, to: 2 }]);
  });

  it("names the version a restore brought back", () => {
    const hunter = createHunter();
    expect(describeChange(hunter, hunter, 3)).toEqual({ form: CHANGE_FORM, restoredRevision: 3, parts: [] });
  });
});
