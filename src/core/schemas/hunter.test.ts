import { describe, expect, it } from "vitest";
import { ITEM_SLOTS } from "#core/game-data/schema.ts";
import { hunterInputSchema, hunterRecordSchema, hunterSchema, newHunter } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";

describe("newHunter", () => {
  it("holds the spec's defaults", () => {
    const hunter = newHunter();
    expect(hunter.hunterName).toBe("New Hunter");
    expect(hunter.atkSpdGoal).toBe(0.25);
    expect(hunter.isPublic).toBe(true);
    expect(hunter.general).toEqual({
      hunterRarity: "",
      hunterClass: "",
      hunterPurpose: "",
      hunterAtkSpdRarity: "",
      characteristic: "",
      trait: 1,
      technology: 0,
      guild: 5,
    });
    expect(hunter.items.Weapon.baseAtkSpd).toBe("2");
    expect(hunter.items.Weapon.weaponRuneLevel).toBe(1);
    expect(hunter.sets).toEqual([
      { name: "", level: 1 },
      { name: "", level: 1 },
      { name: "", level: 1 },
    ]);
    expect(hunter.paragon).toEqual({ secondSkill: "", thirdSkill: "", tree: [] });
    expect(hunter.mount.rarity).toBe("");
    expect(hunter.mount.items.Saddle).toEqual({ rarity: "", attributes: {} });
  });

  it("starts Quicken at level 1 like the general trait, every other trait at 0", () => {
    const { traits } = newHunter();
    expect(Object.keys(traits)).toEqual([...TRAIT_NAMES]);
    expect(traits.Quicken).toBe(1);
    expect(TRAIT_NAMES.filter((name) => name !== "Quicken").every((name) => traits[name] === 0)).toBe(true);
  });

  it("gives every one of the eight items five empty attribute rows", () => {
    const { items } = newHunter();
    expect(Object.keys(items)).toEqual([...ITEM_SLOTS]);
    for (const slot of ITEM_SLOTS) {
      expect(items[slot].attributes).toEqual(Array.from({ length: 5 }, () => ({ type: "", value: 0 })));
      expect(items[slot]).toMatchObject({ rarity: "", itemName: "", skillLevel: 1, engraved: false });
    }
  });

  it("returns a fresh build each time", () => {
    const first = newHunter();
    first.items.Ring.attributes[0] = { type: "HP", value: 3 };
    first.sets[0] = { name: "Honor", level: 2 };
    expect(newHunter().items.Ring.attributes[0]).toEqual({ type: "", value: 0 });
    expect(newHunter().sets[0]).toEqual({ name: "", level: 1 });
  });
});

describe("hunterInputSchema", () => {
  it("trims the name and refuses one over 40 characters", () => {
    expect(hunterInputSchema.parse({ hunterName: "  Swift  " }).hunterName).toBe("Swift");
    expect(hunterInputSchema.safeParse({ hunterName: "x".repeat(41) }).success).toBe(false);
  });

  it("pads a short attribute list to five rows", () => {
    const parsed = hunterInputSchema.parse({ items: { Hat: { attributes: [{ type: "HP", value: 4 }] } } });
    expect(parsed.items.Hat.attributes).toHaveLength(5);
    expect(parsed.items.Hat.attributes[0]).toEqual({ type: "HP", value: 4 });
  });

  it.each([
    ["a trait level above 5", { traits: { Curse: 6 } }],
    ["a general trait level below 0", { general: { trait: -1 } }],
    ["a fractional trait level", { traits: { Vital: 2.5 } }],
    ["technology above 10", { general: { technology: 10.5 } }],
    ["a negative guild bonus", { general: { guild: -1 } }],
    ["a skill level of 4", { items: { Ring: { skillLevel: 4 } } }],
    ["a weapon rune level of 0", { items: { Weapon: { weaponRuneLevel: 0 } } }],
    ["a set level of 4", { sets: [{ level: 4 }, {}, {}] }],
    ["two sets", { sets: [{}, {}] }],
    ["six attribute rows", { items: { Belt: { attributes: [{}, {}, {}, {}, {}, {}] } } }],
    ["a mount rarity C", { mount: { rarity: "C" } }],
    ["a mount item tier without 'Tier'", { mount: { items: { Reins: { rarity: "S" } } } }],
    ["a paragon node that is not 'row-column'", { paragon: { tree: ["1:1"] } }],
    ["a purpose over 40 characters", { general: { hunterPurpose: "p".repeat(41) } }],
  ])("refuses %s", (_, input) => {
    expect(hunterInputSchema.safeParse(input).success).toBe(false);
  });

  it("keeps a selectable mount attribute's type and a fixed one's value", () => {
    const parsed = hunterInputSchema.parse({
      mount: {
        rarity: "S",
        items: {
          Horseshoe: {
            rarity: "S Tier",
            attributes: { main: { value: 3 }, extra: { type: "HP", value: 2 } },
          },
        },
      },
    });
    expect(parsed.mount.items.Horseshoe.attributes).toEqual({
      main: { value: 3 },
      extra: { type: "HP", value: 2 },
    });
  });
});

describe("hunterSchema and hunterRecordSchema", () => {
  it("add the owner, the slot and the timestamps to the build", () => {
    const hunter = hunterSchema.parse({ ...newHunter(), id: "h1", userId: "u1", slotIndex: 2 });
    expect(hunter).toMatchObject({ id: "h1", userId: "u1", slotIndex: 2, hunterName: "New Hunter" });
    expect(hunterSchema.safeParse(newHunter()).success).toBe(false);
    expect(hunterSchema.safeParse({ ...hunter, slotIndex: -1 }).success).toBe(false);
    const record = hunterRecordSchema.parse({
      ...hunter,
      createdAt: "2026-11-22T00:00:00.000Z",
      updatedAt: "x",
    });
    expect(record.createdAt).toBe("2026-11-22T00:00:00.000Z");
  });
});
