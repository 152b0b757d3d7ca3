import { describe, expect, it } from "vitest";
import { testGameData } from "../../../tests/factories/game-data.ts";
import { DIFF_KINDS, diffGameData, isEmptyDiff, touchedNames } from "./diff.ts";
import type { GameData } from "./schema.ts";

const copy = (): GameData => structuredClone(testGameData);

describe("diffGameData", () => {
  it("finds nothing between a file and itself, whatever order its keys are written in", () => {
    const reordered = copy();
    reordered.classes = reordered.classes.map((c) => ({
      paragon: c.paragon,
      family: c.family,
      color: c.color,
      name: c.name,
    }));
    const diff = diffGameData(testGameData, reordered);
    expect(isEmptyDiff(diff)).toBe(true);
    for (const kind of DIFF_KINDS) expect(diff[kind]).toEqual({ added: [], changed: [], removed: [] });
  });

  it("names each class, special, set, attribute and rarity added, changed or removed", () => {
    const next = copy();
    const [firstClass, secondClass] = testGameData.classes;
    next.classes = next.classes
      .filter((c) => c.name !== secondClass?.name)
      .map((c) => (c.name === firstClass?.name ? { ...c, color: "#010203" } : c));
    next.classes.push({ name: "Tracker", color: "#445566", family: "archer", paragon: false });

    const special = testGameData.specials[0];
    if (!special) throw new Error("the test data has a special");
    next.specials = [
      { ...special, itemAttributeValue1: special.itemAttributeValue1 + 1 },
      ...next.specials.slice(1),
    ];

    next.sets = [...next.sets.slice(1), { ...(next.sets[0] as GameData["sets"][number]), name: "Gale" }];
    next.attributes = [...next.attributes.filter((a) => a !== "DEF"), "Lifesteal"];
    next.itemRarity = next.itemRarity.map((r, i) => (i === 0 ? { ...r, attributeMax: 99 } : r));

    const diff = diffGameData(testGameData, next);
    expect(diff.classes).toEqual({
      added: ["Tracker"],
      changed: [firstClass?.name],
      removed: [secondClass?.name],
    });
    expect(diff.specials).toEqual({ added: [], changed: [special.itemName], removed: [] });
    // A renamed set is the old name removed and the new one added: builds stored the old name.
    expect(diff.sets).toEqual({ added: ["Gale"], changed: [], removed: [testGameData.sets[0]?.name] });
    expect(diff.attributes).toEqual({ added: ["Lifesteal"], changed: [], removed: ["DEF"] });
    expect(diff.rarities).toEqual({ added: [], changed: [testGameData.itemRarity[0]?.name], removed: [] });
    expect(isEmptyDiff(diff)).toBe(false);
    expect(touchedNames(diff, "classes")).toEqual([firstClass?.name, secondClass?.name]);
    expect(touchedNames(diff, "attributes")).toEqual(["DEF"]);
  });

  it("is the mirror image when the two files swap places", () => {
    const next = copy();
    next.attributes = [...next.attributes, "Lifesteal"];
    next.sets = next.sets.slice(1);
    const forth = diffGameData(testGameData, next);
    const back = diffGameData(next, testGameData);
    for (const kind of DIFF_KINDS) {
      expect(back[kind].added).toEqual(forth[kind].removed);
      expect(back[kind].removed).toEqual(forth[kind].added);
      expect(back[kind].changed).toEqual(forth[kind].changed);
    }
  });
});
