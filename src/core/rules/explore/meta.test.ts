import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAME_FASTEST_ATK_SPD } from "../speed-cap.ts";
import { META_MIN_BUILDS, metaFromTallies, percentFaster, shareLabel, speedSpread } from "./meta.ts";

describe("explore meta", () => {
  it("shows nothing but the count below the threshold", () => {
    const entries = [
      { key: "Archer|builds", n: META_MIN_BUILDS - 1 },
      { key: "Archer|mountSkill|Gallop", n: 5 },
    ];
    expect(metaFromTallies("Archer", entries)).toEqual({ builds: META_MIN_BUILDS - 1, enough: false });
  });

  it("turns tallies into shares of the class's builds, most common first, and keeps other scopes out", () => {
    const meta = metaFromTallies("Archer", [
      { key: "Archer|builds", n: 40 },
      { key: "Archer|set|Justice|2", n: 10 },
      { key: "Archer|set|Honor|1", n: 30 },
      { key: "Archer|trait|Quicken|5", n: 4 },
      { key: "Archer|trait|Quicken|1", n: 36 },
      { key: "Archer|special|Weapon|Gale Bow", n: 0 },
      { key: "Archer|speed|500", n: 40 },
      { key: "Mage|set|Justice|2", n: 99 },
      { key: "*|builds", n: 100 },
    ]);
    if (!meta.enough) throw new Error("expected a meta");
    expect(meta.sets).toEqual([
      { label: "Honor 1", parts: ["Honor", "1"], naming: "set", count: 30, percent: 75 },
      { label: "Justice 2", parts: ["Justice", "2"], naming: "set", count: 10, percent: 25 },
    ]);
    expect(meta.specials).toEqual([]);
    expect(meta.traits).toEqual([
      {
        trait: "Quicken",
        levels: [
          { label: "1", count: 36, percent: 90 },
          { label: "5", count: 4, percent: 10 },
        ],
      },
    ]);
    expect(meta.speed).toMatchObject({ fastest: 0.5, median: 0.5, slowest: 0.5 });
  });

  it("names a share's game words in the reader's game terms from the same parts as its English label", () => {
    const german: Record<string, string> = { "Gale Bow": "Sturmbogen", Weapon: "Waffe", Honor: "Ehre" };
    const text = (english: string) => german[english] ?? english;
    const special = { parts: ["Weapon", "Gale Bow"], naming: "special" as const };
    expect(shareLabel(special, (s) => s)).toBe("Gale Bow (Weapon)");
    expect(shareLabel(special, text)).toBe("Sturmbogen (Waffe)");
    expect(shareLabel({ parts: ["Honor", "3"], naming: "set" }, text)).toBe("Ehre 3");
    expect(shareLabel({ parts: ["Gallop"], naming: "plain" }, text)).toBe("Gallop");
  });

  it("finds quartiles by nearest rank and spreads the histogram over at most ten bars", () => {
    // 0.251..0.350 s, one build each.
    const spread = speedSpread(Array.from({ length: 100 }, (_, i) => [251 + i, 1] as [number, number]));
    expect(spread.atCap).toBe(0);
    expect(spread.fastest).toBeCloseTo(0.251);
    expect(spread.q1).toBeCloseTo(0.275);
    expect(spread.median).toBeCloseTo(0.3);
    expect(spread.q3).toBeCloseTo(0.325);
    expect(spread.slowest).toBeCloseTo(0.35);
    expect(spread.histogram).toHaveLength(10);
    expect(spread.histogram.every((bar) => bar.count === 10)).toBe(true);
  });

  it("counts a build faster than the game's cap at the cap, in every figure", () => {
    // 0.136 s (a formula past the cap, tallied before boards read the cap), 0.25 s and 0.3 s.
    const spread = speedSpread([
      [136, 3],
      [250, 2],
      [300, 5],
    ]);
    expect(spread).toMatchObject({ atCap: 5, fastest: 0.25, q1: 0.25, median: 0.25, slowest: 0.3 });
    expect(spread.q3).toBeCloseTo(0.3);
    expect(spread.histogram[0]).toMatchObject({ from: 0.25, count: 5 });
  });

  it("never gives a figure faster than the game's cap", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 50 })), {
          minLength: 1,
        }),
        (steps) => {
          const spread = speedSpread(steps);
          const figures = [spread.fastest, spread.q1, spread.median, spread.q3, spread.slowest];
          for (const figure of [...figures, ...spread.histogram.map((bar) => bar.from)])
            expect(figure).toBeGreaterThanOrEqual(GAME_FASTEST_ATK_SPD - 1e-9);
          const total = steps.reduce((sum, [, n]) => sum + n, 0);
          expect(spread.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(total);
          const capped = steps.filter(([step]) => step <= 250).reduce((sum, [, n]) => sum + n, 0);
          expect(spread.atCap).toBe(capped);
        },
      ),
    );
  });

  it("says how many of the other ranked builds one is faster than", () => {
    expect(percentFaster(1, 101)).toBe(100);
    expect(percentFaster(19, 101)).toBe(82);
    expect(percentFaster(101, 101)).toBe(0);
    expect(percentFaster(1, META_MIN_BUILDS)).toBe(100);
  });

  it("gives no share below the meta's threshold, where a plain rank says more", () => {
    expect(percentFaster(1, 1)).toBeNull();
    expect(percentFaster(3, 3)).toBeNull();
    expect(percentFaster(1, META_MIN_BUILDS - 1)).toBeNull();
  });
});
