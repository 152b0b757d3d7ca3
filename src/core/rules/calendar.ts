import type { CalendarEvent, GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { DAY_MS } from "#core/rules/time.ts";

// The in-game calendar (docs/product.md#calendar): everything is in UTC, counted from one origin Monday.

export const CALENDAR_ORIGIN = Date.UTC(2025, 0, 6);
const CALENDAR_DAYS = 8;
const VALOR_CYCLE_DAYS = 14;
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

// Whole weeks since the origin Monday (negative before it): the world-boss pair alternates on this count,
// so a 53-week ISO year never gives two weeks in a row the same pair.
export function weeksSinceOrigin(dayStart: number): number {
  return Math.floor(Math.round((dayStart - CALENDAR_ORIGIN) / DAY_MS) / 7);
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
    const pair = calendar.worldBossPairs[mod(weeksSinceOrigin(dayStart), 2)];
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

// A card shows at most `max` short titles and counts the rest, so no event is hidden silently.
export function cardTitles(day: CalendarDay, max = 3): { titles: string[]; more: number } {
  return {
    titles: day.events.slice(0, max).map((e) => e.shortTitle),
    more: Math.max(0, day.events.length - max),
  };
}
