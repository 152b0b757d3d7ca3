import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changeHunterClass,
  familyOf,
  isFullTree,
  isNodeSelectable,
  isParagonClass,
  normalizeParagonTree,
  PARAGON_ROWS,
  parseNodeId,
  toggleParagonNode,
} from "#core/rules/paragon.ts";
import { nodeIdArb, paragonTreeArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

const FULL = ["1-1", "2-3", "3-2", "4-1", "5-1", "6-1", "7-2"];

// The rules every stored tree must satisfy: valid ids, one node per row, rows 1..n without gaps.
function satisfiesRowRules(tree: string[]): boolean {
  return tree.every((id, i) => parseNodeId(id)?.row === i + 1);
}

describe("parseNodeId", () => {
  it("reads 1-based 'row-column' ids within the 1,3,2,1,2,1,2 rows", () => {
    expect(PARAGON_ROWS).toEqual([1, 3, 2, 1, 2, 1, 2]);
    expect(parseNodeId("2-3")).toEqual({ row: 2, column: 3 });
    expect(parseNodeId("7-2")).toEqual({ row: 7, column: 2 });
  });

  it.each(["0-1", "1-2", "2-4", "8-1", "3-0", "2_1", "2-1-1", "", "a-b"])("refuses %j", (id) => {
    expect(parseNodeId(id)).toBeNull();
  });
});

describe("toggleParagonNode", () => {
  it("chooses the first row, then a node of the next row", () => {
    const first = toggleParagonNode([], "1-1");
    expect(first).toEqual(["1-1"]);
    expect(toggleParagonNode(first, "2-2")).toEqual(["1-1", "2-2"]);
  });

  it("refuses a row whose parent row is empty", () => {
    expect(toggleParagonNode([], "2-1")).toEqual([]);
    expect(toggleParagonNode(["1-1"], "3-1")).toEqual(["1-1"]);
  });

  it("replaces the chosen node of a row and keeps the rows below", () => {
    expect(toggleParagonNode(["1-1", "2-1", "3-2"], "2-3")).toEqual(["1-1", "2-3", "3-2"]);
  });

  it("removing a node removes every row below it", () => {
    expect(toggleParagonNode(FULL, "4-1")).toEqual(["1-1", "2-3", "3-2"]);
    expect(toggleParagonNode(FULL, "1-1")).toEqual([]);
  });

  it("ignores an invalid id", () => {
    expect(toggleParagonNode(["1-1"], "2-9")).toEqual(["1-1"]);
  });
});

describe("isNodeSelectable", () => {
  it("allows the first row always and a later row only under a chosen parent row", () => {
    expect(isNodeSelectable([], "1-1")).toBe(true);
    expect(isNodeSelectable([], "2-2")).toBe(false);
    expect(isNodeSelectable(["1-1"], "2-2")).toBe(true);
    expect(isNodeSelectable(["1-1", "2-1"], "2-3")).toBe(true);
    expect(isNodeSelectable(["1-1"], "9-9")).toBe(false);
  });
});

describe("normalizeParagonTree and isFullTree", () => {
  it("drops invalid ids, second nodes of a row and rows without a parent", () => {
    expect(normalizeParagonTree(["2-1", "1-1", "2-2", "x", "4-1", "9-1"])).toEqual(["1-1", "2-1"]);
    expect(normalizeParagonTree(["2-1", "3-1"])).toEqual([]);
  });

  it("calls a tree full when all seven rows have a node", () => {
    expect(isFullTree(FULL)).toBe(true);
    expect(isFullTree(FULL.slice(0, 6))).toBe(false);
    expect(isFullTree([...FULL.slice(0, 6), "7-3"])).toBe(false);
  });

  it("always gives a tree that satisfies the row rules, and is stable", () => {
    fc.assert(
      fc.property(paragonTreeArb, (tree) => {
        const normalized = normalizeParagonTree(tree);
        expect(satisfiesRowRules(normalized)).toBe(true);
        expect(normalizeParagonTree(normalized)).toEqual(normalized);
      }),
    );
  });

  it("keeps the row rules through any sequence of clicks", () => {
    fc.assert(
      fc.property(fc.array(nodeIdArb, { maxLength: 30 }), (clicks) => {
        const tree = clicks.reduce<string[]>((current, id) => toggleParagonNode(current, id), []);
        expect(satisfiesRowRules(tree)).toBe(true);
      }),
    );
  });
});

describe("familyOf and isParagonClass", () => {
  it("reads the class family and paragon flag from the game data", () => {
    expect(familyOf("Paladin", testGameData)).toBe("cleric");
    expect(familyOf("Mage", testGameData)).toBe("mage");
    expect(familyOf("Nobody", testGameData)).toBeNull();
    expect(isParagonClass("Ranger", testGameData)).toBe(true);
    expect(isParagonClass("Archer", testGameData)).toBe(false);
    expect(isParagonClass("", testGameData)).toBe(false);
  });
});

describe("changeHunterClass", () => {
  const picked = createHunter({
    general: { hunterClass: "Berserker" },
    paragon: { secondSkill: "warrior second 1", thirdSkill: "warrior third 2", tree: ["1-1", "2-3", "3-1"] },
  });
  const empty = { secondSkill: "", thirdSkill: "", tree: [] };

  it("keeps the picks within the same family", () => {
    const next = changeHunterClass(picked, "Guardian", testGameData);
    expect(next.general.hunterClass).toBe("Guardian");
    expect(next.paragon).toEqual(picked.paragon);
  });

  it("clears them for another family, or a class without a paragon tree", () => {
    expect(changeHunterClass(picked, "Archmage", testGameData).paragon).toEqual(empty);
    expect(changeHunterClass(picked, "Warrior", testGameData).paragon).toEqual(empty);
    expect(changeHunterClass(picked, "", testGameData).paragon).toEqual(empty);
  });

  it("never leaves picks on a class of another family, whatever the change", () => {
    const names = ["", ...testGameData.classes.map((c) => c.name)];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom(...names), (from, to) => {
        const start = { ...picked, general: { ...picked.general, hunterClass: from } };
        const next = changeHunterClass(start, to, testGameData);
        const sameFamily =
          isParagonClass(from, testGameData) &&
          isParagonClass(to, testGameData) &&
          familyOf(from, testGameData) === familyOf(to, testGameData);
        expect(next.paragon).toEqual(sameFamily ? picked.paragon : empty);
      }),
    );
  });
});
