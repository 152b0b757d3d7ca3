import { describe, expect, it } from "vitest";
import { fieldLabel, inputLabel, SHEET_FIELDS, withUnit } from "#core/rules/hunter-fields.ts";

describe("the hunter field table", () => {
  it("names every field once, no two alike", () => {
    const labels = SHEET_FIELDS.map(fieldLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("puts a bare number's unit in its input's label and after its value", () => {
    expect(inputLabel("technology")).toBe("Technology %");
    expect(inputLabel("hunterAtkSpdRarity")).toBe("ATK SPD Rarity");
    expect(withUnit("guild", 5)).toBe("5%");
    expect(withUnit("trait", 3)).toBe("3");
  });
});
