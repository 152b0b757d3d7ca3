import type { GameData } from "#core/game-data/schema.ts";
import { calendarDays, type EventKind } from "#core/rules/calendar.ts";
import { DAY_MS } from "#core/rules/time.ts";

// The calendar's events with their times, for the calendar feed and the one-event download
// (docs/product.md#calendar-subscription). Read off the same days as the calendar page, so the two cannot
// disagree: a Battle of Valor phase is one event over all its days, a daily event or a world boss one day.

export const FEED_WEEKS = 8;
// The longest event is a Battle of Valor phase (6 days): looking this far back finds the one under way.
const LONGEST_EVENT_DAYS = 6;

export type TimedEvent = {
  id: string;
  kind: EventKind;
  title: string;
  description: string;
  /** Ends before its last day does (the attack phase, at 12:00 UTC): the description says so. */
  concludes: boolean;
  icon: string;
  /** Epoch milliseconds, UTC. */
  start: number;
  end: number;
};

const dayStartOf = (time: Date) => Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());

/**
 * Every event that takes place in the `days` days from `from`'s UTC day, in start order, including one
 * that began before (a phase under way) in full, so its id, start and end are the same on every day it
 * is listed. Only the `kinds` given, all by default.
 */
export function calendarEvents(
  from: Date,
  days: number,
  calendar: GameData["calendar"],
  kinds?: readonly EventKind[],
): TimedEvent[] {
  const first = dayStartOf(from);
  const rangeEnd = first + days * DAY_MS;
  const lookBack = new Date(first - LONGEST_EVENT_DAYS * DAY_MS);
  const byId = new Map<string, TimedEvent>();
  // Read on past the range's end too, so a phase that starts inside it ends where it really ends.
  for (const day of calendarDays(lookBack, calendar, days + 2 * LONGEST_EVENT_DAYS)) {
    const dayStart = Date.parse(`${day.date}T00:00:00Z`);
    for (const event of day.events) {
      if (kinds && !kinds.includes(event.kind)) continue;
      const end = event.endsAt ?? dayStart + DAY_MS;
      const known = byId.get(event.id);
      // A phase's last day says how it concludes.
      if (known) byId.set(event.id, { ...known, end, concludes: event.endsAt !== undefined });
      else
        byId.set(event.id, {
          id: event.id,
          kind: event.kind,
          title: event.title,
          description: event.description,
          concludes: event.endsAt !== undefined,
          icon: event.icon,
          start: dayStart,
          end,
        });
    }
  }
  return [...byId.values()].filter((e) => e.start < rangeEnd && e.end > first);
}

/** The event of this id, found from the date its id names, or undefined. */
export function calendarEventById(id: string, calendar: GameData["calendar"]): TimedEvent | undefined {
  const match = /-(\d{4})(\d{2})(\d{2})$/.exec(id);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(time)) return undefined;
  return calendarEvents(new Date(time), 1, calendar).find((e) => e.id === id);
}

/**
 * An event's texts as a calendar app shows them
 * (docs/decisions.md#2026-11-25-calendar-feeds-carry-their-language-in-the-url): its title and description by
 * `gameText` (the game data's translation in the player's game-terms language), then the conclusion, already
 * in the interface language.
 */
export const wordedEvent = (
  event: TimedEvent,
  gameText: (english: string) => string,
  concludesSuffix: string,
): TimedEvent => ({
  ...event,
  title: gameText(event.title),
  description: gameText(event.description) + (event.concludes ? concludesSuffix : ""),
});
