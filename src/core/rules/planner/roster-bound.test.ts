import { describe, expect, it } from "vitest";
import { type BoundSupply, type HunterBound, jointBound } from "#core/rules/planner/roster-bound.ts";

// Classes are "slot|name"; slot 1 is the ring, 2 the necklace.
const oneSwap = (...classes: string[]): HunterBound => ({
  fewest: 1,
  singles: classes.map((cls) => ({ cls, slot: Number(cls.split("|")[0]) })),
});
const kept: HunterBound = { fewest: 0, singles: [] };
const supply = (
  free: Record<string, number>,
  worn: Record<string, { id: string; slot: number; wearer: number }[]> = {},
): BoundSupply => ({ free: new Map(Object.entries(free)), worn: new Map(Object.entries(worn)) });

describe("jointBound: what the hunters still to plan cannot beat, in priority order", () => {
  it("gives the one ring three hunters want to the first; the others need two swaps", () => {
    const hunters = [oneSwap("1|a"), oneSwap("1|a"), oneSwap("1|a")];
    expect(jointBound(hunters, supply({ "1|a": 1 }), 8)).toEqual([1, 2, 2]);
  });

  it("moves a hunter before to its other ring so a later one gets one swap too", () => {
    const hunters = [oneSwap("1|a", "1|b"), oneSwap("1|a")];
    expect(jointBound(hunters, supply({ "1|a": 1, "1|b": 1 }), 8)).toEqual([1, 1]);
  });

  it("counts every item of a class", () => {
    const hunters = [oneSwap("1|a"), oneSwap("1|a"), oneSwap("1|a")];
    expect(jointBound(hunters, supply({ "1|a": 2 }), 8)).toEqual([1, 1, 2]);
  });

  it("keeps hunters with no swap or out of reach at their own bound", () => {
    const hunters = [kept, { fewest: 9, singles: [] }, { fewest: 3, singles: [] }];
    expect(jointBound(hunters, supply({}), 8)).toEqual([0, 9, 3]);
  });

  it("lets a hunter take a ring worn by a hunter after it", () => {
    const worn = { "1|a": [{ id: "ring", slot: 1, wearer: 1 }] };
    expect(jointBound([oneSwap("1|a"), kept], supply({ "1|a": 0 }, worn), 8)).toEqual([1, 0]);
  });

  it("opens a ring worn by a hunter before only if that hunter may swap its ring away", () => {
    const worn = { "1|a": [{ id: "ring", slot: 1, wearer: 0 }] };
    const free = { "1|a": 0, "1|b": 1, "2|n": 1 };
    // It keeps its build: the ring stays on it.
    expect(jointBound([kept, oneSwap("1|a")], supply(free, worn), 8)).toEqual([0, 2]);
    // Its one swap is a necklace: the ring stays on it.
    expect(jointBound([oneSwap("2|n"), oneSwap("1|a")], supply(free, worn), 8)).toEqual([1, 2]);
    // Its one swap may be another ring: the old ring may be free.
    expect(jointBound([oneSwap("1|b"), oneSwap("1|a")], supply(free, worn), 8)).toEqual([1, 1]);
    // It needs two swaps, which may include its ring.
    expect(jointBound([{ fewest: 2, singles: [] }, oneSwap("1|a")], supply(free, worn), 8)).toEqual([2, 1]);
  });
});
