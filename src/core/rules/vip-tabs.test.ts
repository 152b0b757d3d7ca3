import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newHunter } from "#core/schemas/hunter.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData } from "../../../tests/factories/game-data.ts";
import { normalizeHunterInput } from "./build-normalize.ts";
import { keepVipTabs, restoreLockedParagon } from "./vip-tabs.ts";

describe("keepVipTabs", () => {
  const before = newHunter();
  const edited = {
    ...newHunter(),
    hunterName: "Edited",
    traits: { ...before.traits, Curse: 5 },
    paragon: { secondSkill: "x", thirdSkill: "y", tree: ["1-1"] },
    sets: [
      { name: "Justice", level: 3 },
      { name: "", level: 1 },
      { name: "", level: 1 },
    ],
  };

  it("keeps a free user's locked tabs and takes the rest of the save", () => {
    const saved = keepVipTabs(edited, false, before);
    expect(saved.hunterName).toBe("Edited");
    expect(saved.traits.Curse).toBe(0);
    expect(saved.paragon).toEqual(before.paragon);
    expect(saved.sets).toEqual(before.sets);
  });

  it("takes every tab from a VIP", () => {
    expect(keepVipTabs(edited, true, before)).toEqual(edited);
  });
});

describe("restoreLockedParagon", () => {
  it("stores a free user's paragon as it was, whatever class the save names", () => {
    fc.assert(
      fc.property(hunterArb(testGameData), hunterArb(testGameData), (stored, input) => {
        const saved = restoreLockedParagon(
          normalizeHunterInput(keepVipTabs(input, false, stored), testGameData),
          false,
          stored,
        );
        expect(saved.paragon).toEqual(stored.paragon);
      }),
    );
  });

  it("lets a VIP's class decide the paragon", () => {
    const normalized = normalizeHunterInput(newHunter(), testGameData);
    expect(
      restoreLockedParagon(normalized, true, {
        ...normalized,
        paragon: { secondSkill: "x", thirdSkill: "", tree: [] },
      }),
    ).toBe(normalized);
  });
});
