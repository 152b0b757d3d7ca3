import { describe, expect, it } from "vitest";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { scannedItem } from "../../../tests/factories/scanned-item.ts";
import { changesCountedField } from "./proof.ts";
import { matchProofRows, proofRows } from "./proof-match.ts";

const build = createHunter({
  items: {
    Weapon: {
      itemName: "Crossbow",
      rarity: "Legendary",
      quality: "Ancient",
      baseAtkSpd: "1.25",
      attributes: [
        { type: "ATK SPD", value: 12 },
        { type: "Crit Rate", value: 8 },
      ],
    },
    Ring: { itemName: "Band", rarity: "Epic", quality: "", attributes: [{ type: "ATK SPD", value: 5 }] },
  },
});

const verdicts = (rows: ReturnType<typeof matchProofRows>) =>
  Object.fromEntries(rows.map((row) => [row.key, row.verdict]));

describe("proofRows", () => {
  it("lists the equipped items' rows slot by slot, and nothing of an empty slot", () => {
    expect(proofRows(build).map((row) => row.key)).toEqual([
      "Weapon.itemName",
      "Weapon.rarity",
      "Weapon.quality",
      "Weapon.baseAtkSpd",
      "Weapon.attribute.ATK SPD",
      "Weapon.attribute.Crit Rate",
      "Ring.itemName",
      "Ring.rarity",
      "Ring.attribute.ATK SPD",
    ]);
  });
});

describe("matchProofRows", () => {
  it("marks every row unread when nothing was read", () => {
    expect(new Set(matchProofRows(build, []).map((row) => row.verdict))).toEqual(new Set(["unread"]));
  });

  it("matches what was read the same, flags what was read surely different, and leaves the rest unread", () => {
    const weapon = scannedItem(
      {
        itemType: "Weapon",
        itemName: "crossbow",
        rarity: "Legendary",
        quality: "Ancient",
        baseAtkSpd: "1,25",
        attributes: [
          { type: "ATK SPD", value: 15 },
          { type: "Crit Rate", value: 9 },
        ],
      },
      ["attributes.1.value"],
    );
    const rows = matchProofRows(build, [weapon]);
    expect(verdicts(rows)).toEqual({
      "Weapon.itemName": "match",
      "Weapon.rarity": "match",
      "Weapon.quality": "match",
      "Weapon.baseAtkSpd": "match",
      "Weapon.attribute.ATK SPD": "mismatch",
      "Weapon.attribute.Crit Rate": "unread",
      "Ring.itemName": "unread",
      "Ring.rarity": "unread",
      "Ring.attribute.ATK SPD": "unread",
    });
    expect(rows.find((row) => row.key === "Weapon.attribute.ATK SPD")?.read).toBe(15);
  });

  it("of two readings of one slot, takes the one that agrees most", () => {
    const wrong = scannedItem({ itemType: "Ring", itemName: "Loop", rarity: "Rare" });
    const right = scannedItem({
      itemType: "Ring",
      itemName: "Band",
      rarity: "Epic",
      attributes: [{ type: "ATK SPD", value: 5 }],
    });
    const ring = matchProofRows(build, [wrong, right]).filter((row) => row.slot === "Ring");
    expect(ring.map((row) => row.verdict)).toEqual(["match", "match", "match"]);
  });
});

describe("changesCountedField", () => {
  it("counts what the speed and explore read, not the name, sharing, purpose or goal", () => {
    expect(
      changesCountedField(build, { ...build, hunterName: "Other", isPublic: false, atkSpdGoal: 9 }),
    ).toBe(false);
    expect(
      changesCountedField(build, { ...build, general: { ...build.general, hunterPurpose: "farming" } }),
    ).toBe(false);
    expect(changesCountedField(build, { ...build, general: { ...build.general, technology: 3 } })).toBe(true);
    expect(changesCountedField(build, { ...build, traits: { ...build.traits, Curse: 2 } })).toBe(true);
    const items = { ...build.items, Ring: { ...build.items.Ring, rarity: "Legendary" } };
    expect(changesCountedField(build, { ...build, items })).toBe(true);
  });
});
