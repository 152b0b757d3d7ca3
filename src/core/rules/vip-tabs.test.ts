import { describe, expect, it } from "vitest";
import { newHunter } from "#core/schemas/hunter.ts";
import { keepVipTabs } from "./vip-tabs.ts";

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
