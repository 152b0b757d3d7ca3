import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import {
  presetFiltersSchema,
  presetInputSchema,
  presetNameSchema,
  presetUpdateSchema,
} from "#core/schemas/presets.ts";
import { validate } from "#core/schemas/validation.ts";

const filters = {
  itemType: ["Weapon"],
  rarity: ["Legendary", "Ultimate"],
  quality: [],
  attributes: ["ATK SPD"],
  inheritable: true,
};

describe("preset schemas", () => {
  it("accepts a named preset and trims the name", () => {
    expect(presetInputSchema.parse({ name: "  Speed weapons ", filters })).toEqual({
      name: "Speed weapons",
      filters,
    });
  });

  it("asks for a name", () => {
    expect(validate(presetInputSchema, { name: "   ", filters })).toMatchObject({
      ok: false,
      message: messages.presetNameRequired,
      fieldErrors: { name: messages.presetNameRequired },
    });
    expect(validate(presetNameSchema, undefined)).toMatchObject({ message: messages.presetNameRequired });
    expect(validate(presetNameSchema, "x".repeat(31))).toMatchObject({ message: messages.presetNameTooLong });
  });

  it("fills missing filters with empty ones and drops repeated values", () => {
    expect(presetFiltersSchema.parse({ rarity: ["Rare", "Rare"] })).toEqual({
      itemType: [],
      rarity: ["Rare"],
      quality: [],
      attributes: [],
      inheritable: false,
    });
  });

  it("refuses malformed filters with the generic text", () => {
    expect(validate(presetFiltersSchema, { rarity: "Rare" })).toMatchObject({
      message: messages.invalidRequest,
    });
    expect(validate(presetFiltersSchema, { rarity: Array(51).fill("x") })).toMatchObject({
      message: messages.invalidRequest,
    });
  });

  it("never throws on any name, and refuses only blank or over-long names", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const result = validate(presetInputSchema, { name, filters });
        const trimmed = name.trim();
        expect(result.ok).toBe(trimmed.length > 0 && trimmed.length <= 30);
      }),
    );
  });
});

describe("presetUpdateSchema", () => {
  it("takes the filters with or without a new name, and asks for a name only when one is sent blank", () => {
    expect(presetUpdateSchema.parse({ filters })).toEqual({ filters });
    expect(presetUpdateSchema.parse({ name: " Bows ", filters })).toEqual({ name: "Bows", filters });
    expect(validate(presetUpdateSchema, { name: " ", filters })).toMatchObject({
      message: messages.presetNameRequired,
    });
    expect(validate(presetUpdateSchema, { name: "Bows" })).toMatchObject({
      message: messages.invalidRequest,
    });
  });
});
