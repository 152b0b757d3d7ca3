import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatFixed,
  formatNumber,
  formatPercent,
  formatUtcDay,
  formatUtcMonths,
  weekdayNames,
} from "./format.ts";
import { PSEUDO_LANGUAGE } from "./languages.ts";

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

  it("writes a UTC day and the months two days span, whatever the device's zone", () => {
    const [jan31, feb1] = [new Date("2026-01-31T00:00:00Z"), new Date("2026-02-01T00:00:00Z")];
    expect(formatUtcDay("en", jan31)).toBe("January 31, 2026");
    expect(formatUtcDay("de", feb1)).toBe("1. Februar 2026");
    expect(formatUtcMonths("en", jan31, jan31)).toBe("January 2026");
    expect(formatUtcMonths("en", jan31, feb1)).toMatch(/^January\s–\sFebruary 2026$/u);
  });

  it("marks the pseudo-locale's month and weekday names as it marks the catalogues' texts", () => {
    const day = new Date("2026-01-31T00:00:00Z");
    expect(formatUtcDay(PSEUDO_LANGUAGE, day)).toBe("[Jáñüárý 31, 2026~~~~~]");
    expect(weekdayNames(PSEUDO_LANGUAGE)[0]).toBe("[Šüñdáý~~]");
    expect(formatDate(PSEUDO_LANGUAGE, day)).toMatch(/^\[.*~+\]$/);
  });
});
