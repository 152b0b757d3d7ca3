import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDecimal } from "#core/rules/format-number.ts";

// The reference: round half away from zero on the decimal digits, with integers only.
function reference(digits: bigint, scale: number, places: number): string {
  const negative = digits < 0n;
  let abs = negative ? -digits : digits;
  if (scale > places) {
    const div = 10n ** BigInt(scale - places);
    abs = (abs + div / 2n) / div;
  } else abs *= 10n ** BigInt(places - scale);
  const text = abs.toString().padStart(places + 1, "0");
  const body = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  return negative && abs !== 0n ? `-${body}` : body;
}

describe("formatDecimal", () => {
  it("rounds half up on the decimal value", () => {
    expect(formatDecimal(1.21875, 4)).toBe("1.2188");
    expect(formatDecimal(1.2187499999999998, 4)).toBe("1.2188");
    expect(formatDecimal(1.005, 2)).toBe("1.01");
    expect(formatDecimal(2, 4)).toBe("2.0000");
    expect(formatDecimal(0.00000005, 4)).toBe("0.0000");
    expect(formatDecimal(-0.00001, 4)).toBe("0.0000");
  });

  it("agrees with integer arithmetic on any decimal of up to 9 digits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999, max: 999_999_999 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        (digits, scale, places) => {
          const value = digits / 10 ** scale;
          expect(formatDecimal(value, places)).toBe(reference(BigInt(digits), scale, places));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
