import { useTranslation } from "react-i18next";
import type { CalendarDay } from "#core/rules/calendar.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// The calendar's days are UTC days (docs/product.md#calendar): every name is formatted in UTC, so a player
// west of Greenwich does not see yesterday's weekday, and in the interface language through Intl.
const dateOf = (day: CalendarDay) => new Date(`${day.date}T00:00:00Z`);

// A heading's first letter: French and Spanish write weekdays and months in lower case.
const capitalized = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The names a calendar day is shown by, indexed like calendarDays (0 is today, 1 tomorrow). */
export function useDayNames() {
  const { t } = useTranslation("calendar");
  const { locale, weekdays, utcDay, utcMonths } = useFormat();
  const longWeekdays = weekdays("long");
  const name = (day: CalendarDay, index: number) => {
    if (index === 0) return t("today");
    if (index === 1) return t("tomorrow");
    return longWeekdays[dateOf(day).getUTCDay()] ?? day.date;
  };
  return {
    /** The card's label, in capitals like the game's: TODAY, MONTAG, 오늘. */
    label: (day: CalendarDay, index: number) => name(day, index).toLocaleUpperCase(locale),
    /** The detail's heading: Today, Tomorrow, Tuesday, Mardi. */
    heading: (day: CalendarDay, index: number) => capitalized(name(day, index), locale),
    /** The day's date with its month's name: January 19, 2025, 19. Januar 2025, 2025년 1월 19일. */
    date: (day: CalendarDay) => utcDay(dateOf(day)),
    /** The months the days cover: January 2025, or January – February 2025 across a month's end. */
    months: (days: CalendarDay[]) => {
      const first = days[0];
      const last = days.at(-1);
      if (!first || !last) return "";
      return capitalized(utcMonths(dateOf(first), dateOf(last)), locale);
    },
  };
}
