import { describe, expect, it } from "vitest";
import {
  addItemInputSchema,
  inventoryItemDataSchema,
  inventoryItemSchema,
} from "#core/schemas/inventory-item.ts";
import { createItem } from "../../../tests/factories/item.ts";

describe("inventoryItemSchema", () => {
  it("is a stored item with its id and creation time", () => {
    const item = inventoryItemSchema.parse({
      ...createItem(),
      id: "i1",
      createdAt: "2026-11-22T00:00:00.000Z",
    });
    expect(item).toMatchObject({ id: "i1", itemType: "Ring", rarity: "Rare", quality: "Fine" });
    expect(inventoryItemSchema.safeParse(createItem()).success).toBe(false);
  });

  it.each([
    ["an unknown item type", { itemType: "Cape" }],
    ["an empty rarity", { rarity: "" }],
    ["six attributes", { attributes: Array.from({ length: 6 }, () => ({ type: "HP", value: 1 })) }],
    ["a fractional attribute value", { attributes: [{ type: "HP", value: 1.5 }] }],
    ["a skill level of 4", { skillLevel: 4 }],
    ["inheritable set to false", { inheritable: false }],
  ])("refuses %s", (_, overrides) => {
    expect(inventoryItemDataSchema.safeParse({ ...createItem(), ...overrides }).success).toBe(false);
  });

  it("keeps the weapon fields and inheritable when present", () => {
    const weapon = createItem({
      itemType: "Weapon",
      baseAtkSpd: "1.5",
      weaponRuneType: "Swift Rune",
      weaponRuneLevel: 2,
      inheritable: true,
    });
    expect(weapon).toMatchObject({ baseAtkSpd: "1.5", weaponRuneLevel: 2, inheritable: true });
  });
});

describe("addItemInputSchema", () => {
  it("fills what the dialog left out", () => {
    expect(addItemInputSchema.parse({})).toEqual({
      itemType: "",
      rarity: "",
      quality: "",
      itemName: "",
      attributes: [],
      runeType: "",
      runeValue: 0,
      engraved: false,
    });
  });

  it("refuses more than five attribute rows", () => {
    const rows = Array.from({ length: 6 }, () => ({ type: "HP", value: 1 }));
    expect(addItemInputSchema.safeParse({ attributes: rows }).success).toBe(false);
  });
});

describe("stat values", () => {
  it("refuses a value no item can have, so stored numbers stay safe to read back", () => {
    const base = { itemType: "Ring", rarity: "Rare", quality: "Fine" };
    expect(addItemInputSchema.safeParse({ ...base, attributes: [{ type: "HP", value: 1e20 }] }).success).toBe(
      false,
    );
    expect(addItemInputSchema.safeParse({ ...base, runeValue: 1e20 }).success).toBe(false);
    expect(addItemInputSchema.safeParse({ ...base, attributes: [{ type: "HP", value: 99 }] }).success).toBe(
      true,
    );
  });
});
