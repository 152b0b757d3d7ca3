import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { checkPresetEdit, checkPresetLimit, filtersForTier } from "#core/rules/presets.ts";
import { presetFiltersSchema } from "#core/schemas/presets.ts";

describe("preset rules", () => {
  it("stops at 3 presets free and 10 for VIP", () => {
    expect(checkPresetLimit(2, false)).toBeNull();
    expect(checkPresetLimit(3, false)).toBe("You have reached your limit of 3 presets.");
    expect(checkPresetLimit(9, true)).toBeNull();
    expect(checkPresetLimit(10, true)).toBe(messages.presetLimit(10));
  });

  it("lets only VIPs edit presets", () => {
    expect(checkPresetEdit(true)).toBeNull();
    expect(checkPresetEdit(false)).toBe(messages.presetEditVipOnly);
  });

  it("keeps the inheritable filter only for VIP", () => {
    const parsed = presetFiltersSchema.parse({ rarity: ["Legendary"], inheritable: true });
    expect(filtersForTier(parsed, true).inheritable).toBe(true);
    expect(filtersForTier(parsed, false)).toEqual({ ...parsed, inheritable: false });
  });
});
