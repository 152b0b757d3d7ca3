import type { CalendarEvent, GameData } from "#core/game-data/schema.ts";
import { DAY_MS } from "#core/rules/time.ts";

// The in-game calendar (docs/product.md#calendar): everything is in UTC, counted from one origin Monday.

export const CALENDAR_ORIGIN = Date.UTC(2025, 0, 6);
const CALENDAR_DAYS = 8;
const VALOR_CYCLE_DAYS = 14;
// getUTCDay() of Monday, Wednesday, Friday.
const BOSS_DAYS = new Set([1, 3, 5]);

// What a player can choose to follow (the calendar feed): the Battle of Valor phases, each of the four daily
// rotations by its place in the game data, and the world bosses.
export const EVENT_KINDS = ["valor", "daily-0", "daily-1", "daily-2", "daily-3", "bosses"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

// One event of one day. `id` names the event across days: a Battle of Valor phase keeps one id over all its
// days (it names the phase's first day), a daily event or a boss is its own day's. `endsAt` is set when the
// event ends before the day does (the attack phase's last day concludes at 12:00 UTC): where it is shown,
// the description then says so in the reader's language (messages' concludesSuffix).
export type ScheduledEvent = CalendarEvent & { kind: EventKind; id: string; endsAt?: number };

// A day is named in the interface language where it is shown (TODAY, TOMORROW, then the weekday:
// src/web/features/calendar/use-day-names.ts).
export type CalendarDay = {
  date: string;
  dayNumber: number;
  events: ScheduledEvent[];
};

const mod = (n: number, m: number) => ((n % m) + m) % m;

// Days 0-3 hunter selection, 4-7 team registration, 8-13 attack; the attack concludes at 12:00 UTC.
const VALOR_PHASE_STARTS = [0, 4, 8] as const;
const VALOR_CONCLUDES_MS = 12 * 60 * 60 * 1000;
function valorPhase(cycleDay: number): number {
  if (cycleDay < 4) return 0;
  return cycleDay < 8 ? 1 : 2;
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const compactDate = (time: number) => isoDate(time).replaceAll("-", "");

// Whole weeks since the origin Monday (negative before it): the world-boss pair alternates on this count,
// so a 53-week ISO year never gives two weeks in a row the same pair.
export function weeksSinceOrigin(dayStart: number): number {
  return Math.floor(Math.round((dayStart - CALENDAR_ORIGIN) / DAY_MS) / 7);
}

function eventsOn(dayStart: number, calendar: GameData["calendar"]): ScheduledEvent[] {
  const sinceOrigin = Math.round((dayStart - CALENDAR_ORIGIN) / DAY_MS);
  const cycleDay = mod(sinceOrigin, VALOR_CYCLE_DAYS);
  const day = compactDate(dayStart);
  const events: ScheduledEvent[] = [];
  const phase = valorPhase(cycleDay);
  const valor = calendar.battleOfValor[phase];
  if (valor) {
    const phaseStart = dayStart - (cycleDay - (VALOR_PHASE_STARTS[phase] ?? 0)) * DAY_MS;
    const id = `valor-${phase}-${compactDate(phaseStart)}`;
    const last = cycleDay === VALOR_CYCLE_DAYS - 1;
    events.push(
      last
        ? { ...valor, kind: "valor", id, endsAt: dayStart + VALOR_CONCLUDES_MS }
        : { ...valor, kind: "valor", id },
    );
  }
  const dailyIndex = mod(sinceOrigin, calendar.dailyEvents.length);
  const daily = calendar.dailyEvents[dailyIndex];
  const dailyKind = `daily-${dailyIndex}` as EventKind;
  if (daily) events.push({ ...daily, kind: dailyKind, id: `${dailyKind}-${day}` });
  if (BOSS_DAYS.has(new Date(dayStart).getUTCDay())) {
    const pair = calendar.worldBossPairs[mod(weeksSinceOrigin(dayStart), 2)] ?? [];
    pair.forEach((boss, i) => {
      events.push({ ...boss, kind: "bosses", id: `bosses-${i}-${day}` });
    });
  }
  return events;
}

export function calendarDays(
  today: Date,
  calendar: GameData["calendar"],
  count: number = CALENDAR_DAYS,
): CalendarDay[] {
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, i) => {
    const dayStart = first + i * DAY_MS;
    return {
      date: isoDate(dayStart),
      dayNumber: new Date(dayStart).getUTCDate(),
      events: eventsOn(dayStart, calendar),
    };
  });
}

/**
 * The name a daily rotation is chosen by, in the feed's and the reminders' choices: its event's, which the
 * cards and the feed show too (docs/product.md#calendar). English; shown through the game data's translation.
 * Undefined for the kinds the catalogues name (the Battle of Valor, the world bosses).
 */
export function dailyKindName(kind: EventKind, calendar: GameData["calendar"]): string | undefined {
  if (!kind.startsWith("daily-")) return undefined;
  return calendar.dailyEvents[Number(kind.slice("daily-".length))]?.title;
}

// A card shows at most `max` short titles and counts the rest, so no event is hidden silently.
export function cardTitles(day: CalendarDay, max = 3): { titles: string[]; more: number } {
  return {
    titles: day.events.slice(0, max).map((e) => e.shortTitle),
    more: Math.max(0, day.events.length - max),
  };
}
