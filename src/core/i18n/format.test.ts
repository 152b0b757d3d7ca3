import { describe, expect, it } from "vitest";
import { formatFixed, formatNumber, formatPercent, weekdayNames } from "./format.ts";

describe("Intl formatting in the interface language", () => {
  it("keeps ATK SPD at 4 decimals, rounded half up on the decimal value, with the language's mark", () => {
    expect(formatFixed("en", 1.2187499999999998, 4)).toBe("1.2188");
    expect(formatFixed("de", 1.21875, 4)).toBe("1,2188");
    expect(formatFixed("ko", 0.25, 4)).toBe("0.2500");
  });

  it("groups and marks numbers and percentages per language", () => {
    expect(formatNumber("en", 12345.5)).toBe("12,345.5");
    expect(formatNumber("de", 12345.5)).toBe("12.345,5");
    expect(formatPercent("en", 12.5)).toBe("12.5%");
    expect(formatPercent("de", 12.5)).toBe("12,5\u00a0%");
  });

  it("names the weekdays from Sunday, as Date.getDay counts", () => {
    expect(weekdayNames("en")[0]).toBe("Sunday");
    expect(weekdayNames("de")[1]).toBe("Montag");
    expect(weekdayNames("ko")[6]).toBe("토요일");
    expect(weekdayNames("fr", "short")[3]).toBe("mer.");
  });
});
