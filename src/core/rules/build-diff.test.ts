import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import type { HunterInput } from "../schemas/hunter.ts";
import { applyItemChanges, attackSpeeds, compareBuilds, diffBuilds, summaryDeltas } from "./build-diff.ts";

const builds = fc.tuple(hunterArb(gameData), hunterArb(gameData));

describe("diffBuilds", () => {
  it("finds nothing between a build and itself", () => {
    fc.assert(fc.property(hunterArb(gameData), (a) => diffBuilds(a, structuredClone(a)).length === 0));
  });

  it("is mirrored when the two sides swap", () => {
    fc.assert(
      fc.property(builds, ([a, b]) => {
        const mirrored = diffBuilds(b, a).map(({ path, a: left, b: right }) => ({ path, a: right, b: left }));
        expect(new Set(mirrored.map((c) => JSON.stringify(c)))).toEqual(
          new Set(diffBuilds(a, b).map((c) => JSON.stringify(c))),
        );
      }),
    );
  });

  it("turns A's items into B's when A takes the item changes", () => {
    fc.assert(
      fc.property(builds, ([a, b]) => {
        const itemChanges = diffBuilds(a, b).filter((c) => c.path.startsWith("items."));
        expect(applyItemChanges(a, itemChanges)).toEqual(b.items);
      }),
    );
  });

  it("names the attribute line that differs", () => {
    const a = createHunter();
    const b = createHunter({ traits: { Quicken: 4 } });
    b.items.Ring.attributes[2] = { type: "ATK SPD", value: 12 };
    expect(diffBuilds(a, b).map((c) => c.path)).toEqual([
      "items.Ring.attributes.2.type",
      "items.Ring.attributes.2.value",
      "traits.Quicken",
    ]);
  });
});

describe("compareBuilds", () => {
  it("marks no section as different for equal builds", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (a) => compareBuilds(a, structuredClone(a)).every((s) => !s.differs)),
    );
  });

  it("differs exactly where the stored builds differ, the order of an item's attributes aside", () => {
    // Lines are by stat, so the same attributes in another order are the same item to a player.
    const byStat = (hunter: HunterInput): HunterInput => {
      const sorted = structuredClone(hunter);
      for (const item of Object.values(sorted.items))
        item.attributes.sort((x, y) => (x.type + x.value < y.type + y.value ? -1 : 1));
      return sorted;
    };
    fc.assert(
      fc.property(builds, ([a, b]) => {
        const sections = compareBuilds(a, b).some((s) => s.differs);
        expect(sections).toBe(diffBuilds(byStat(a), byStat(b)).some((c) => !c.path.startsWith("isPublic")));
      }),
    );
  });

  it("lines item attributes up by stat, a blank where a side lacks it", () => {
    const a = createHunter();
    const b = structuredClone(a);
    a.items.Ring.attributes = [
      { type: "ATK SPD", value: 4 },
      { type: "HP", value: 2 },
      { type: "", value: 0 },
      { type: "", value: 0 },
      { type: "", value: 0 },
    ];
    b.items.Ring.attributes = [
      { type: "HP", value: 2 },
      { type: "Crit Rate", value: 3 },
      { type: "ATK SPD", value: 12.5 },
      { type: "ATK SPD", value: 1 },
      { type: "", value: 0 },
    ];
    const ring = compareBuilds(a, b)
      .find((s) => s.key === "items")
      ?.groups.find((g) => g.key === "Ring");
    const stats = ring?.lines.slice(4).map(({ label, a: left, b: right }) => [label, left, right]);
    const percent = (value: number) => ({ kind: "percent", value, places: 2 });
    const none = { kind: "none" };
    expect(stats).toEqual([
      [{ game: "ATK SPD" }, percent(4), percent(12.5)],
      [{ game: "HP" }, percent(2), percent(2)],
      [{ game: "Crit Rate" }, none, percent(3)],
      [{ game: "ATK SPD", nth: 2 }, none, percent(1)],
    ]);
    expect(ring?.lines.find((l) => l.key === "HP")?.differs).toBe(false);
  });

  it("reads a typed weapon base speed as a number, so the sheet shows it as every base speed is shown", () => {
    const a = createHunter({ items: { Weapon: { baseAtkSpd: "0,3" } } });
    const b = createHunter({ items: { Weapon: { baseAtkSpd: "1.80" } } });
    const weapon = compareBuilds(a, b)
      .find((s) => s.key === "items")
      ?.groups.find((g) => g.key === "Weapon");
    const base = weapon?.lines.find((l) => l.key === "baseAtkSpd");
    expect([base?.a, base?.b]).toEqual([
      { kind: "baseSpeed", text: "0,3", value: 0.3 },
      { kind: "baseSpeed", text: "1.80", value: 1.8 },
    ]);
    expect(base?.differs).toBe(true);
  });

  it("shows a changed ring attribute as a highlighted line of the ring", () => {
    const a = createHunter();
    const b = structuredClone(a);
    b.items.Ring.attributes[0] = { type: "ATK SPD", value: 12.5 };
    const items = compareBuilds(a, b).find((s) => s.key === "items");
    const ring = items?.groups.find((g) => g.key === "Ring");
    expect(ring?.lines.filter((l) => l.differs).map((l) => [l.label, l.b])).toContainEqual([
      { game: "ATK SPD" },
      { kind: "percent", value: 12.5, places: 2 },
    ]);
    expect(items?.groups.filter((g) => g.differs).map((g) => g.title)).toEqual([{ slot: "Ring" }]);
  });
});

describe("attackSpeeds", () => {
  it("gives the actual speed's and the missing ATK SPD's deltas, B - A, antisymmetric", () => {
    fc.assert(
      fc.property(builds, ([a, b]) => {
        const there = attackSpeeds(a, b, gameData);
        const back = attackSpeeds(b, a, gameData);
        // The deltas are rounded to six decimals, half away from zero (a rounding can move by 5e-7 plus the
        // float's own error, more than toBeCloseTo's 6 digits allow): each is exactly B - A rounded so.
        const sixDecimals = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 1e6)) / 1e6;
        expect(there.delta.actual).toBe(sixDecimals(there.b.actual - there.a.actual));
        expect(there.delta.missing).toBe(sixDecimals(there.b.missing - there.a.missing));
        expect(back.delta.actual).toBeCloseTo(-there.delta.actual, 6);
        expect(back.delta.missing).toBeCloseTo(-there.delta.missing, 6);
      }),
    );
  });
});

describe("summaryDeltas", () => {
  it("gives each stat of either summary with B-A, and all zero deltas for equal builds", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (a) =>
        summaryDeltas(a, structuredClone(a), gameData).every((d) => d.delta === 0 && d.a === d.b),
      ),
    );
  });

  it("is antisymmetric", () => {
    fc.assert(
      fc.property(builds, ([a, b]) => {
        const there = summaryDeltas(a, b, gameData);
        const back = summaryDeltas(b, a, gameData);
        expect(back.map((d) => [d.stat, d.a, d.b])).toEqual(there.map((d) => [d.stat, d.b, d.a]));
        for (const [i, d] of back.entries()) expect(d.delta + (there[i]?.delta ?? 0)).toBeCloseTo(0, 6);
      }),
    );
  });
});
