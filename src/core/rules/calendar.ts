import type { CalendarEvent, GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { DAY_MS } from "#core/rules/time.ts";

// The in-game calendar (DECISIONS §5): everything is in UTC, counted from one origin Monday.

export const CALENDAR_ORIGIN = Date.UTC(2025, 0, 6);
export const CALENDAR_DAYS = 8;
export const VALOR_CYCLE_DAYS = 14;
const WEEKDAYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
// getUTCDay() of Monday, Wednesday, Friday.
const BOSS_DAYS = new Set([1, 3, 5]);

export type CalendarDay = {
  date: string;
  label: string;
  dayNumber: number;
  events: CalendarEvent[];
};

const mod = (n: number, m: number) => ((n % m) + m) % m;

// Days 0-3 hunter selection, 4-7 team registration, 8-13 attack.
function valorPhase(cycleDay: number): number {
  if (cycleDay < 4) return 0;
  return cycleDay < 8 ? 1 : 2;
}

export function isoWeek(dayStart: number): number {
  const date = new Date(dayStart);
  const mondayBased = mod(date.getUTCDay() - 1, 7);
  // The ISO week belongs to the year of its Thursday; week 1 holds that year's 4 January.
  const thursday = dayStart + (3 - mondayBased) * DAY_MS;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / DAY_MS / 7) + 1;
}

function eventsOn(dayStart: number, calendar: GameData["calendar"]): CalendarEvent[] {
  const sinceOrigin = Math.round((dayStart - CALENDAR_ORIGIN) / DAY_MS);
  const cycleDay = mod(sinceOrigin, VALOR_CYCLE_DAYS);
  const events: CalendarEvent[] = [];
  const valor = calendar.battleOfValor[valorPhase(cycleDay)];
  if (valor) {
    const last = cycleDay === VALOR_CYCLE_DAYS - 1;
    events.push(last ? { ...valor, description: valor.description + messages.concludesSuffix } : valor);
  }
  const daily = calendar.dailyEvents[mod(sinceOrigin, calendar.dailyEvents.length)];
  if (daily) events.push(daily);
  if (BOSS_DAYS.has(new Date(dayStart).getUTCDay())) {
    const pair = calendar.worldBossPairs[isoWeek(dayStart) % 2 === 0 ? 0 : 1];
    if (pair) events.push(...pair);
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
    const date = new Date(dayStart);
    const weekday = WEEKDAYS[date.getUTCDay()] ?? "";
    return {
      date: date.toISOString().slice(0, 10),
      label: i === 0 ? "TODAY" : i === 1 ? "TOMORROW" : weekday,
      dayNumber: date.getUTCDate(),
      events: eventsOn(dayStart, calendar),
    };
  });
}

export const shortTitles = (day: CalendarDay, max = 3): string[] =>
  day.events.slice(0, max).map((e) => e.shortTitle);
