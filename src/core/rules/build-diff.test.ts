import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { applyItemChanges, compareBuilds, diffBuilds, summaryDeltas } from "./build-diff.ts";

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

  it("differs exactly where the stored builds differ", () => {
    fc.assert(
      fc.property(builds, ([a, b]) => {
        const sections = compareBuilds(a, b).some((s) => s.differs);
        expect(sections).toBe(diffBuilds(a, b).some((c) => !c.path.startsWith("isPublic")));
      }),
    );
  });

  it("shows a changed ring attribute as a highlighted line of the ring", () => {
    const a = createHunter();
    const b = structuredClone(a);
    b.items.Ring.attributes[0] = { type: "ATK SPD", value: 12.5 };
    const items = compareBuilds(a, b).find((s) => s.key === "items");
    const ring = items?.groups.find((g) => g.title === "Ring");
    expect(ring?.lines.filter((l) => l.differs)).toEqual([
      {
        label: "Attribute 1",
        a: a.items.Ring.attributes[0]?.type ? expect.any(String) : "—",
        b: "ATK SPD 12.50%",
        differs: true,
      },
    ]);
    expect(items?.groups.filter((g) => g.differs).map((g) => g.title)).toEqual(["Ring"]);
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
