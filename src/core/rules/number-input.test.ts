import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampGuild,
  clampInt,
  clampLevel,
  clampTechnology,
  clampTraitLevel,
  normalizeDecimal,
  normalizeInteger,
  parseDecimal,
  parseWholePercent,
  TECHNOLOGY_MAX,
} from "#core/rules/number-input.ts";

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.stringMatching(/^[\d.,a-z -]{0,12}$/),
);

describe("normalizeInteger", () => {
  it("keeps digits only", () => {
    expect(normalizeInteger("12a3")).toBe("123");
    expect(normalizeInteger("-4.5")).toBe("45");
    expect(normalizeInteger("")).toBe("");
    expect(normalizeInteger("½٣7")).toBe("7");
  });

  it("is idempotent and only ever yields digits, for any text", () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const once = normalizeInteger(raw);
        expect(once).toMatch(/^\d*$/);
        expect(normalizeInteger(once)).toBe(once);
      }),
    );
  });
});

describe("normalizeDecimal", () => {
  it("accepts a comma as the decimal point", () => {
    expect(normalizeDecimal("1,5")).toBe("1.5");
  });

  it("keeps only the first point and at most two decimals, without rounding", () => {
    expect(normalizeDecimal("1.2.3")).toBe("1.23");
    expect(normalizeDecimal("2,999")).toBe("2.99");
    expect(normalizeDecimal("0.256", { decimals: 3 })).toBe("0.256");
    expect(normalizeDecimal("3.7", { decimals: 0 })).toBe("3");
  });

  it("drops anything that is not a digit or a point", () => {
    expect(normalizeDecimal("a1b.c5%")).toBe("1.5");
    expect(normalizeDecimal("-2")).toBe("2");
  });

  it("lets the player type a leading point", () => {
    expect(normalizeDecimal(".")).toBe("0.");
    expect(normalizeDecimal(",5")).toBe("0.5");
  });

  it("keeps a trailing point while typing", () => {
    expect(normalizeDecimal("2.")).toBe("2.");
  });

  it("clamps to the maximum (technology max 10)", () => {
    expect(normalizeDecimal("10.5", { max: TECHNOLOGY_MAX })).toBe("10");
    expect(normalizeDecimal("99", { max: TECHNOLOGY_MAX })).toBe("10");
    expect(normalizeDecimal("9,99", { max: TECHNOLOGY_MAX })).toBe("9.99");
    expect(normalizeDecimal("10.", { max: TECHNOLOGY_MAX })).toBe("10.");
    expect(normalizeDecimal("9".repeat(400), { max: TECHNOLOGY_MAX })).toBe("10");
    expect(normalizeDecimal("1", { max: 0.255 })).toBe("0.25");
  });

  it("is idempotent, matches the decimal pattern and never throws, for any text and maximum", () => {
    const max = fc.option(fc.double({ min: -5, max: 1e6, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(anyText, max, (raw, m) => {
        const once = normalizeDecimal(raw, { max: m });
        expect(once).toMatch(/^\d*(\.\d{0,2})?$/);
        expect(normalizeDecimal(once, { max: m })).toBe(once);
        if (m !== undefined) expect(parseDecimal(once)).toBeLessThanOrEqual(Math.max(0, m));
      }),
    );
  });
});

describe("parseDecimal", () => {
  it("reads comma or point and falls back to 0", () => {
    expect(parseDecimal("1,25")).toBe(1.25);
    expect(parseDecimal("2.5")).toBe(2.5);
    expect(parseDecimal("")).toBe(0);
    expect(parseDecimal("abc")).toBe(0);
    expect(parseDecimal("Infinity")).toBe(0);
  });

  it("always returns a finite number", () => {
    fc.assert(fc.property(anyText, (raw) => Number.isFinite(parseDecimal(raw))));
  });
});

describe("clamps", () => {
  it("clampInt truncates and bounds, NaN to the minimum", () => {
    expect(clampInt(7.9, 0, 10)).toBe(7);
    expect(clampInt(-3, 0, 10)).toBe(0);
    expect(clampInt(12, 0, 10)).toBe(10);
    expect(clampInt(Number.NaN, 2, 10)).toBe(2);
    expect(clampInt(Number.POSITIVE_INFINITY, 0, 10)).toBe(10);
  });

  it("trait levels 0 to 5, set/skill/rune levels 1 to 3, technology 0 to 10", () => {
    expect([-1, 0, 3, 5, 6].map(clampTraitLevel)).toEqual([0, 0, 3, 5, 5]);
    expect([0, 1, 2, 3, 4].map(clampLevel)).toEqual([1, 1, 2, 3, 3]);
    expect([-1, 0, 4.25, 10, 10.01, Number.NaN].map(clampTechnology)).toEqual([0, 0, 4.25, 10, 10, 0]);
  });

  it("always stays within bounds", () => {
    fc.assert(
      fc.property(fc.double(), (v) => {
        const trait = clampTraitLevel(v);
        const level = clampLevel(v);
        const tech = clampTechnology(v);
        return trait >= 0 && trait <= 5 && level >= 1 && level <= 3 && tech >= 0 && tech <= 10;
      }),
    );
  });
});

describe("guild and whole percents", () => {
  it("bounds the guild bonus to 0-20", () => {
    expect([-1, 0, 5, 20, 150, Number.NaN].map(clampGuild)).toEqual([0, 0, 5, 20, 20, 0]);
  });

  it("refuses a decimal point or comma in a percent instead of dropping it", () => {
    expect(parseWholePercent("12.5")).toBeNull();
    expect(parseWholePercent("12,5")).toBeNull();
    expect(parseWholePercent("12")).toBe(12);
    expect(parseWholePercent("")).toBe(0);
    expect(parseWholePercent("1a2")).toBe(12);
  });
});
