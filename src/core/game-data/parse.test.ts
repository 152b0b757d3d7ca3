import { describe, expect, it } from "vitest";
import shipped from "../../../data/game-data.json" with { type: "json" };
import { formatIssuePath, GameDataError, parseGameData } from "./parse.ts";
import type { GameData } from "./schema.ts";

// A deep copy to break on purpose; tests cast fields to put in what the schema forbids.
function broken(mutate: (data: GameData) => void): unknown {
  const copy = structuredClone(shipped) as unknown as GameData;
  mutate(copy);
  return copy;
}

function failure(input: unknown): GameDataError {
  try {
    parseGameData(input);
  } catch (error) {
    if (error instanceof GameDataError) return error;
    throw error;
  }
  throw new Error("parseGameData accepted bad data");
}

function setAt(data: GameData, keys: (string | number)[], value: unknown): void {
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      data as unknown as Record<string, unknown>,
    );
  const last = keys.at(-1) as string | number;
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
}

const special = (data: GameData, name: string) => data.specials.findIndex((s) => s.itemName === name);

describe("parseGameData", () => {
  it("accepts the shipped game data", () => {
    const data = parseGameData(shipped);
    expect(data.attributes[0]).toBe("HP");
    expect(data.classes.filter((c) => !c.paragon).map((c) => c.name)).toEqual([
      "Warrior",
      "Mage",
      "Archer",
      "Paladin",
    ]);
  });

  // Each case sets (or, with undefined, deletes) the value at one path and expects that path named.
  it.each<[string, (string | number)[], unknown, string]>([
    ["a special of an unknown rarity", ["specials", 3, "itemType"], "Epic", '"Epic" is not an item rarity'],
    ["a missing list", ["sets"], undefined, "expected array"],
    ["a colour that is not #rrggbb", ["classes", 2, "color"], "green", "must be a #rrggbb colour"],
    ["an attribute count above 5", ["itemRarity", 0, "attributeCount"], 9, "<=5"],
    ["an unknown skill type", ["specials", 2, "skill", "skillType"], "passive", "Expected 'level' | 'value'"],
    ["a weapon rune on an unknown stat", ["weaponRuneTypes", 1, "stat"], "Mana", '"Mana" is not one of'],
    ["a rune type that is not an attribute", ["runeTypes", 0], "Luck", "is not one of the attributes"],
    ["a set on an unknown stat", ["sets", 1, "stat"], "Honour", '"Honour" is not one of the attributes'],
    ["a duplicate set name", ["sets", 2, "name"], "Justice", 'duplicate "Justice"'],
    ["a trait label that is not 'Level N'", ["traits", 2, "label"], "Lv 2", 'must be "Level 2"'],
    ["an external avatar", ["avatars", 0], "https://example.com/a.png", "must be a path on this site"],
    [
      "a mount option that is not an attribute",
      ["mountItems", 2, "attributes", 1, "options", 0],
      "Speed",
      "is not one of the attributes",
    ],
    [
      "a fixed mount attribute without type",
      ["mountItems", 0, "attributes", 0, "type"],
      undefined,
      "a fixed attribute needs its type",
    ],
    [
      "a calendar short title that is too long",
      ["calendar", "dailyEvents", 1, "shortTitle"],
      "Sacred Enhancement Day",
      "at most 18 characters",
    ],
  ])("refuses %s, naming %j", (_case, keys, value, message) => {
    const input = broken((d) => setAt(d, keys, value));
    const path = formatIssuePath(keys);
    const error = failure(input);
    expect(error.issues).toContainEqual({ path, message: expect.stringContaining(message) });
    expect(error.message).toContain(`${path}: `);
  });

  it("refuses a paragon row of the wrong size and trait types out of order", () => {
    const error = failure(
      broken((d) => {
        d.paragon.mage.tree[1]?.pop();
        d.traitTypes.reverse();
      }),
    );
    expect(error.message).toContain("paragon.mage.tree[1]: row 2 must have 3 nodes (has 2)");
    expect(error.message).toContain('traitTypes[0].name: must be "Quicken"');
  });

  it("refuses a special whose attributes do not fit its rarity", () => {
    const input = broken((d) => {
      const s = d.specials[special(d, "Stormcaller Blade")] as Record<string, unknown>;
      s.itemAttribute5 = "HP";
      s.itemAttributeValue5 = 5;
    });
    const i = special(shipped as unknown as GameData, "Stormcaller Blade");
    expect(failure(input).issues).toEqual([
      { path: `specials[${i}].itemAttribute5`, message: "must be empty: Heroic items have 4 attributes" },
    ]);
  });

  it("refuses a value-type skill on an unknown stat, quoting the odd key", () => {
    const i = special(shipped as unknown as GameData, "Kingslayer");
    const error = failure(
      broken((d) => {
        const skill = d.specials[i]?.skill;
        if (skill?.skillType === "value") skill.attributesValues["Magic Find"] = 3;
      }),
    );
    expect(error.message).toContain(
      `specials[${i}].skill.attributesValues["Magic Find"]: "Magic Find" is not`,
    );
  });

  it("refuses a family without its three paragon classes", () => {
    const error = failure(
      broken((d) => {
        (d.classes[4] as { family: string }).family = "mage";
      }),
    );
    expect(error.issues.map((i) => i.message)).toEqual([
      'family "warrior" needs 1 base class and 3 paragon classes (has 1 and 2)',
      'family "mage" needs 1 base class and 3 paragon classes (has 1 and 4)',
    ]);
  });

  it("names every bad path at once", () => {
    const error = failure(
      broken((d) => {
        (d.classes[0] as { color: string }).color = "#zzz";
        d.attributes = "HP" as unknown as string[];
      }),
    );
    expect(error.message).toBe(
      "Invalid game data:\n" +
        "  classes[0].color: must be a #rrggbb colour\n" +
        "  attributes: Invalid input: expected array, received string",
    );
  });

  it("refuses what is not an object", () => {
    expect(() => parseGameData(null)).toThrow("(root): Invalid input: expected object, received null");
  });
});

describe("formatIssuePath", () => {
  it("writes indices in brackets and quotes keys that are not names", () => {
    expect(formatIssuePath(["specials", 3, "skill", "attributesValues", "ATK SPD"])).toBe(
      'specials[3].skill.attributesValues["ATK SPD"]',
    );
    expect(formatIssuePath([])).toBe("");
  });
});
