import { useTranslation } from "react-i18next";
import {
  formatDate,
  formatDateTime,
  formatFixed,
  formatNumber,
  formatPercent,
  formatTime,
  formatUtcDay,
  formatUtcMonths,
  weekdayNames,
} from "#core/i18n/format.ts";

/** The Intl helpers of #core/i18n/format.ts bound to the interface language; re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    number: (n: number, maxDecimals?: number) => formatNumber(locale, n, maxDecimals),
    fixed: (n: number, places: number) => formatFixed(locale, n, places),
    percent: (percent: number, maxDecimals?: number) => formatPercent(locale, percent, maxDecimals),
    date: (date: Date, style?: "short" | "medium" | "long") => formatDate(locale, date, style),
    dateTime: (date: Date) => formatDateTime(locale, date),
    time: (date: Date) => formatTime(locale, date),
    weekdays: (width?: "long" | "short" | "narrow") => weekdayNames(locale, width),
    utcDay: (date: Date) => formatUtcDay(locale, date),
    utcMonths: (from: Date, to: Date) => formatUtcMonths(locale, from, to),
  };
}
