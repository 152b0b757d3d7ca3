import { describe, expect, it } from "vitest";
import { setGeneralTrait, setQuicken } from "#core/rules/trait-sync.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

describe("trait sync", () => {
  it("setting Quicken moves the general ATK SPD trait level with it", () => {
    const hunter = setQuicken(createHunter(), 4);
    expect(hunter.traits.Quicken).toBe(4);
    expect(hunter.general.trait).toBe(4);
  });

  it("setting the general trait level moves Quicken with it", () => {
    const hunter = setGeneralTrait(createHunter({ traits: { Curse: 3 } }), 0);
    expect(hunter.general.trait).toBe(0);
    expect(hunter.traits.Quicken).toBe(0);
    expect(hunter.traits.Curse).toBe(3);
  });

  it.each([
    [9, 5],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])("clamps %d to %d", (level, expected) => {
    const hunter = setQuicken(createHunter(), level);
    expect([hunter.traits.Quicken, hunter.general.trait]).toEqual([expected, expected]);
  });

  it("leaves the given hunter untouched", () => {
    const before = createHunter();
    setGeneralTrait(before, 5);
    expect(before.general.trait).toBe(1);
    expect(before.traits.Quicken).toBe(1);
  });
});
