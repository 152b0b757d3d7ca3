import ical, { ICalAlarmType } from "ical-generator";
import type { TimedEvent } from "#core/rules/calendar-events.ts";

type IcsOptions = {
  /** The calendar's name in the player's app. */
  name: string;
  /** The texts' language, named in the calendar's PRODID; English when not given. */
  language?: string;
  /** Ends every UID, so they are this instance's: `<event id>@<host>`. */
  host: string;
  /** DTSTAMP: when this copy was made. */
  stamp: Date;
  /** How often a subscribed app should read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
};

/**
 * Events as an iCalendar (RFC 5545) text: times in UTC, a UID that names the event (the same on every
 * refresh), the event's description, and a display alarm `leadMinutes` before the start (null: none).
 */
export function calendarIcs(events: TimedEvent[], leadMinutes: number | null, options: IcsOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: {
      company: "Hunter Lodge",
      product: "Calendar",
      language: (options.language ?? "en").toUpperCase(),
    },
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  for (const event of events) {
    const created = calendar.createEvent({
      id: `${event.id}@${options.host}`,
      start: new Date(event.start),
      end: new Date(event.end),
      stamp: options.stamp,
      summary: event.title,
      description: event.description,
    });
    if (leadMinutes !== null)
      created.createAlarm({
        type: ICalAlarmType.display,
        trigger: leadMinutes * 60,
        description: event.title,
      });
  }
  return calendar.toString();
}
