import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import type { EventKind } from "#core/rules/calendar.ts";
import { calendarEvents, type TimedEvent } from "#core/rules/calendar-events.ts";
import { DAY_MS } from "#core/rules/time.ts";

// Push reminders (docs/product.md#push-reminders): a reminder of an event is due `lead` minutes before it
// starts. Every calendar event starts at 00:00 UTC, so reminders fall due at a handful of times a day.

export const REMINDER_LEADS = [0, 15, 60, 1440] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/** A reminder found later than this after its time is dropped (the server was down): never a stale ping. */
export const REMINDER_GRACE_MS = 5 * 60_000;

/** The most devices one player keeps subscribed. */
export const MAX_REMINDER_DEVICES = 10;

const MINUTE_MS = 60_000;

export type DueReminder = { event: TimedEvent; lead: ReminderLead; dueAt: number };

/** What the notification says; `day` is the calendar day it opens (YYYY-MM-DD, the event's start). */
export type ReminderPayload = {
  title: string;
  body: string;
  icon: string;
  day: string;
  tag: string;
  dueAt: string;
};

/** The reminders with `lead` that fall due in (from, to], in due order, of the given kinds. */
export function remindersDue(
  from: number,
  to: number,
  lead: ReminderLead,
  calendar: GameData["calendar"],
  kinds?: readonly EventKind[],
): DueReminder[] {
  const leadMs = lead * MINUTE_MS;
  // Events starting in (from + lead, to + lead]; a day either side covers the range's edges.
  const first = new Date(from + leadMs - DAY_MS);
  const days = Math.ceil((to - from) / DAY_MS) + 3;
  return calendarEvents(first, days, calendar, kinds)
    .map((event) => ({ event, lead, dueAt: event.start - leadMs }))
    .filter((r) => r.dueAt > from && r.dueAt <= to)
    .sort((a, b) => a.dueAt - b.dueAt);
}

/** The first time after `after` that any reminder of any lead falls due (within two days), or undefined. */
export function nextReminderTime(after: number, calendar: GameData["calendar"]): number | undefined {
  const times = REMINDER_LEADS.flatMap((lead) =>
    remindersDue(after, after + 2 * DAY_MS, lead, calendar).map((r) => r.dueAt),
  );
  return times.length ? Math.min(...times) : undefined;
}

const LEAD_PHRASES: Record<ReminderLead, string> = {
  0: messages.reminderStartsNow,
  15: messages.reminderStartsIn15,
  60: messages.reminderStartsIn60,
  1440: messages.reminderStartsIn1440,
};

/** The notification of one reminder: the event's title and when it starts, its description, its icon. */
export function reminderPayload({ event, lead, dueAt }: DueReminder): ReminderPayload {
  return {
    title: `${event.title} ${LEAD_PHRASES[lead]}`,
    body: event.description,
    icon: event.icon,
    day: new Date(event.start).toISOString().slice(0, 10),
    tag: event.id,
    dueAt: new Date(dueAt).toISOString(),
  };
}
