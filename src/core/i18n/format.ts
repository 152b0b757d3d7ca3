import { formatDecimal } from "../rules/format-number.ts";
import { PSEUDO_LANGUAGE } from "./languages.ts";
import { pseudoText } from "./pseudo.ts";

// Numbers, percentages, dates and weekday names in the interface language (docs/product.md#languages).
// Pure: the caller passes the locale (the web app its interface language, the server the account's).

// Intl writes the pseudo-locale's words (months, weekdays, AM/PM) in English: marked, they show they came
// through here and how much room a longer language's would take.
const words = (locale: string, text: string) => (locale === PSEUDO_LANGUAGE ? pseudoText(text) : text);

/** A count or amount with the language's grouping and decimal marks: 12 345,5 in French. */
export const formatNumber = (locale: string, n: number, maxDecimals = 2): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: maxDecimals }).format(n);

/**
 * Exactly `places` decimals, rounded half up on the decimal value like formatDecimal (ATK SPD keeps 4:
 * 1.2188, or 1,2188 in German). The rounding is ours; Intl only writes the rounded value's marks.
 */
export const formatFixed = (locale: string, n: number, places: number): string =>
  Number.isFinite(n)
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).format(
        Number(formatDecimal(n, places)),
      )
    : String(n);

/** `percent` is in percent (12.5 -> "12.5%", "12,5 %" in German). */
export const formatPercent = (locale: string, percent: number, maxDecimals = 1): string =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: maxDecimals }).format(
    percent / 100,
  );

export const formatDate = (
  locale: string,
  date: Date,
  style: "short" | "medium" | "long" = "medium",
): string => words(locale, new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date));

export const formatDateTime = (locale: string, date: Date): string =>
  words(locale, new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date));

export const formatTime = (locale: string, date: Date): string =>
  words(locale, new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(date));

/** A UTC day's long date: January 19, 2025, 19. Januar 2025, 2025년 1월 19일. */
export const formatUtcDay = (locale: string, date: Date): string =>
  words(locale, new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date));

/** The months two UTC days span: January 2025, or January – February 2025 across a month's end. */
export const formatUtcMonths = (locale: string, from: Date, to: Date): string =>
  words(
    locale,
    new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).formatRange(
      from,
      to,
    ),
  );

// 2023-01-01 was a Sunday: day 0 of Date.getUTCDay.
const SUNDAY = Date.UTC(2023, 0, 1);

/** Weekday names indexed like Date.getDay (0 = Sunday), long ("Montag") or short ("Mo."). */
export function weekdayNames(locale: string, width: "long" | "short" | "narrow" = "long"): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, day) =>
    words(locale, format.format(new Date(SUNDAY + day * 86_400_000))),
  );
}
