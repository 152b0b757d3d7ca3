import { describe, expect, it } from "vitest";
import { copiedBuild, firstFreeSlot } from "#core/rules/planner/copy-build.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";

describe("copy to my roster", () => {
  it("takes the first slot nobody holds, or none when all are taken", () => {
    expect(firstFreeSlot(5, [0, 1, 3])).toBe(2);
    expect(firstFreeSlot(3, [2, 0, 1])).toBeNull();
    expect(firstFreeSlot(0, [])).toBeNull();
  });

  it("keeps traits, paragon and sets only for a VIP viewer", () => {
    const build = createHunter({
      traits: { Curse: 4 },
      paragon: { secondSkill: "x" },
      general: { guild: 9 },
    });
    expect(copiedBuild(build, true).traits.Curse).toBe(4);
    const free = copiedBuild(build, false);
    expect(free.traits.Curse).toBe(0);
    expect(free.paragon.secondSkill).toBe("");
    expect(free.general.guild).toBe(9);
  });
});
