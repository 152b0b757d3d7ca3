import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CALENDAR_ORIGIN,
  type CalendarDay,
  calendarDays,
  cardTitles,
  weeksSinceOrigin,
} from "#core/rules/calendar.ts";
import { namedCalendar } from "../../../tests/factories/calendar.ts";

const calendar = namedCalendar;

const titles = (day: CalendarDay) => day.events.map((e) => e.shortTitle);
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("calendarDays", () => {
  it("lists 8 UTC days from today", () => {
    const days = calendarDays(new Date("2025-01-06T23:59:59Z"), calendar);
    expect(days.map((d) => [d.date, d.dayNumber])).toEqual([
      ["2025-01-06", 6],
      ["2025-01-07", 7],
      ["2025-01-08", 8],
      ["2025-01-09", 9],
      ["2025-01-10", 10],
      ["2025-01-11", 11],
      ["2025-01-12", 12],
      ["2025-01-13", 13],
    ]);
  });

  it("starts the cycle on Monday 2025-01-06: hunter selection, books, and the even-week bosses", () => {
    const [origin] = calendarDays(utc("2025-01-06"), calendar, 1);
    // The origin's week is week 0: boss pair one.
    expect(origin && titles(origin)).toEqual(["Selection", "Books", "Boss A1", "Boss A2"]);
  });

  it("walks the phases 0-3, 4-7, 8-13 and rotates the daily event every 4 days", () => {
    const days = calendarDays(utc("2025-01-06"), calendar, 14);
    expect(days.map((d) => d.events[0]?.shortTitle)).toEqual([
      ...Array(4).fill("Selection"),
      ...Array(4).fill("Teams"),
      ...Array(6).fill("Attack"),
    ]);
    expect(days.slice(0, 5).map((d) => d.events[1]?.shortTitle)).toEqual([
      "Books",
      "Sacred",
      "Modify",
      "Darkness",
      "Books",
    ]);
  });

  it("ends the attack at 12:00 UTC on cycle day 13 only, its description the game data's", () => {
    const [day12, day13, day14] = calendarDays(utc("2025-01-18"), calendar, 3);
    expect(day12?.events[0]).toMatchObject({ description: "Attack description." });
    expect(day12?.events[0]?.endsAt).toBeUndefined();
    expect(day13?.date).toBe("2025-01-19");
    expect(day13?.events[0]).toMatchObject({
      description: "Attack description.",
      endsAt: Date.parse("2025-01-19T12:00:00Z"),
    });
    expect(day14?.events[0]?.shortTitle).toBe("Selection");
  });

  it("alternates the boss pairs by whole weeks from the origin", () => {
    // Monday 2025-01-13 is week 1: pair two; Friday 2025-01-24 is week 2: pair one.
    const [monday] = calendarDays(utc("2025-01-13"), calendar, 1);
    const [friday] = calendarDays(utc("2025-01-24"), calendar, 1);
    expect(monday && titles(monday).slice(2)).toEqual(["Boss B1", "Boss B2"]);
    expect(friday && titles(friday).slice(2)).toEqual(["Boss A1", "Boss A2"]);
  });

  it("computes a date in 2026", () => {
    // 2026-11-22 is a Sunday, 685 days after the origin: cycle day 13, daily index 1, no bosses.
    const [sunday, monday] = calendarDays(new Date("2026-11-22T10:00:00Z"), calendar, 2);
    expect(sunday && titles(sunday)).toEqual(["Attack", "Sacred"]);
    expect(sunday?.events[0]?.endsAt).toBe(Date.parse("2026-11-22T12:00:00Z"));
    // Monday 2026-11-23 is 98 weeks after the origin: pair one.
    expect(monday && titles(monday)).toEqual(["Selection", "Modify", "Boss A1", "Boss A2"]);
  });

  it("works before the origin", () => {
    // 2025-01-05 is day -1: cycle day 13 and daily index 3.
    const [day] = calendarDays(utc("2025-01-05"), calendar, 1);
    expect(day && titles(day)).toEqual(["Attack", "Darkness"]);
    expect(day?.events[0]?.endsAt).toBe(Date.parse("2025-01-05T12:00:00Z"));
  });

  it("gives every day one Battle of Valor phase and one daily event, and bosses only on Mon/Wed/Fri", () => {
    const valor = new Set(calendar.battleOfValor.map((e) => e.shortTitle));
    const daily = new Set(calendar.dailyEvents.map((e) => e.shortTitle));
    const time = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(time, (t) => {
        for (const day of calendarDays(new Date(t), calendar)) {
          const [first, second, ...bosses] = titles(day);
          expect(valor.has(first ?? "")).toBe(true);
          expect(daily.has(second ?? "")).toBe(true);
          const weekday = utc(day.date).getUTCDay();
          expect(bosses.length).toBe([1, 3, 5].includes(weekday) ? 2 : 0);
        }
      }),
    );
  });
});

describe("world-boss pairs", () => {
  const pairOf = (day: CalendarDay) => titles(day).slice(2, 3)[0];

  it("do not repeat across a 53-week ISO year (2026-12-28 is ISO week 53, 2027-01-04 week 1)", () => {
    const [week53] = calendarDays(utc("2026-12-28"), calendar, 1);
    const [week1] = calendarDays(utc("2027-01-04"), calendar, 1);
    expect(week53 && pairOf(week53)).toBe("Boss B1");
    expect(week1 && pairOf(week1)).toBe("Boss A1");
  });

  it("alternate between any two consecutive weeks and stay the same within a week, in any year", () => {
    // Any Monday from 1990 to 2100, with its Wednesday and Friday and the next week's three boss days.
    const monday = fc.integer({ min: -1820, max: 3900 }).map((w) => CALENDAR_ORIGIN + w * 7 * 86_400_000);
    fc.assert(
      fc.property(monday, (t) => {
        const days = calendarDays(new Date(t), calendar, 14);
        const bossDays = days.filter((d) => d.events.length === 4);
        const [mon, wed, fri, nextMon, nextWed, nextFri] = bossDays.map(pairOf);
        expect(bossDays).toHaveLength(6);
        expect(new Set([mon, wed, fri]).size).toBe(1);
        expect(new Set([nextMon, nextWed, nextFri]).size).toBe(1);
        expect(nextMon).not.toBe(mon);
      }),
      { numRuns: 500 },
    );
  });

  it("counts week 0 from the origin Monday, and negative weeks before it", () => {
    expect(weeksSinceOrigin(utc("2025-01-06").getTime())).toBe(0);
    expect(weeksSinceOrigin(utc("2025-01-12").getTime())).toBe(0);
    expect(weeksSinceOrigin(utc("2025-01-13").getTime())).toBe(1);
    expect(weeksSinceOrigin(utc("2025-01-05").getTime())).toBe(-1);
  });
});

describe("cardTitles", () => {
  it("shows at most 3 short titles per card and counts the others", () => {
    const [monday] = calendarDays(utc("2025-01-06"), calendar, 1);
    expect(monday && cardTitles(monday)).toEqual({ titles: ["Selection", "Books", "Boss A1"], more: 1 });
    expect(monday && cardTitles(monday, 1)).toEqual({ titles: ["Selection"], more: 3 });
    const [tuesday] = calendarDays(utc("2025-01-07"), calendar, 1);
    expect(tuesday && cardTitles(tuesday)).toEqual({ titles: ["Selection", "Sacred"], more: 0 });
  });
});
