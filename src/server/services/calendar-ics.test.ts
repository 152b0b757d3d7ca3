import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { calendarDays, type EventKind } from "#core/rules/calendar.ts";
import { calendarEvents, FEED_WEEKS, wordedEvent } from "#core/rules/calendar-events.ts";
import { namedCalendar } from "../../../tests/factories/calendar.ts";
import { calendarIcs } from "./calendar-ics.ts";

// The feed from the calendar rules under a fixed clock, read back with an independent parser (ical.js).

const calendar = namedCalendar;

type Parsed = {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  alarms: string[];
};

function feed(now: string, lead: number | null = 15, kinds?: EventKind[]) {
  const events = calendarEvents(new Date(now), FEED_WEEKS * 7, calendar, kinds).map((event) =>
    wordedEvent(event, (english) => english, messages.concludesSuffix),
  );
  const text = calendarIcs(events, lead, {
    name: "Hunter Lodge events",
    host: "lodge.example",
    stamp: new Date(now),
    refreshSeconds: 3600,
  });
  const component = new ICAL.Component(ICAL.parse(text));
  const parsed: Parsed[] = component.getAllSubcomponents("vevent").map((vevent) => {
    const e = new ICAL.Event(vevent);
    for (const time of [e.startDate, e.endDate]) expect(time.zone?.tzid).toBe("UTC");
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      alarms: vevent.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger"))),
    };
  });
  return { text, component, parsed };
}

const bySummary = (events: Parsed[], summary: string) => events.filter((e) => e.summary === summary);

describe("calendar feed", () => {
  it("is a calendar of the next 8 weeks whose days read as the calendar page's", () => {
    const { text, component, parsed } = feed("2025-01-06T09:30:00Z");
    expect(text).toContain("\r\n");
    expect(component.name).toBe("vcalendar");
    expect(component.getFirstPropertyValue("version")).toBe("2.0");
    expect(component.getFirstPropertyValue("prodid")).toContain("Hunter Lodge");
    // Every day of the 56 has its page's events, and the feed has nothing the page does not.
    const days = calendarDays(new Date("2025-01-06T09:30:00Z"), calendar, 56);
    for (const day of days) {
      const dayStart = `${day.date}T00:00:00.000Z`;
      const dayEnd = new Date(Date.parse(dayStart) + 86_400_000).toISOString();
      const onDay = parsed.filter((e) => e.start < dayEnd && e.end > dayStart).map((e) => e.summary);
      expect(onDay.sort()).toEqual(day.events.map((e) => e.title).sort());
    }
    expect(parsed.every((e) => e.start >= "2025-01-06" && e.start < "2025-03-03")).toBe(true);
    // 8 weeks: 56 daily events, 24 boss days × 2, and 4 cycles × 3 phases.
    expect(parsed).toHaveLength(56 + 48 + 12);
  });

  it("gives a Battle of Valor phase one event over its days; the attack concludes at 12:00 UTC on cycle day 13", () => {
    const { parsed } = feed("2025-01-06T00:00:00Z");
    expect(bySummary(parsed, "Selection title")[0]).toMatchObject({
      start: "2025-01-06T00:00:00.000Z",
      end: "2025-01-10T00:00:00.000Z",
      description: "Selection description.",
    });
    expect(bySummary(parsed, "Teams title")[0]).toMatchObject({
      start: "2025-01-10T00:00:00.000Z",
      end: "2025-01-14T00:00:00.000Z",
    });
    const [attack] = bySummary(parsed, "Attack title");
    expect(attack).toMatchObject({ start: "2025-01-14T00:00:00.000Z", end: "2025-01-19T12:00:00.000Z" });
    expect(attack?.description).toBe(`Attack description.${messages.concludesSuffix}`);
    expect(attack?.description.endsWith(" Concludes at 12:00 UTC.")).toBe(true);
  });

  it("carries the phase under way at the cycle's edge whole: same start and UID as the day it began", () => {
    // 2025-01-19 is cycle day 13 (the attack's last day, from 2025-01-14); 2025-01-20 starts a new cycle.
    const lastDay = feed("2025-01-19T18:00:00Z").parsed;
    const attack = bySummary(lastDay, "Attack title")[0];
    expect(attack).toMatchObject({ start: "2025-01-14T00:00:00.000Z", end: "2025-01-19T12:00:00.000Z" });
    expect(attack?.uid).toBe("valor-2-20250114@lodge.example");
    const nextDay = feed("2025-01-20T00:00:00Z").parsed;
    expect(bySummary(nextDay, "Attack title")[0]?.start).toBe("2025-01-28T00:00:00.000Z");
    expect(bySummary(nextDay, "Selection title")[0]).toMatchObject({
      start: "2025-01-20T00:00:00.000Z",
      uid: "valor-0-20250120@lodge.example",
    });
    // Eight weeks from 2025-01-22 end on 2025-03-19, inside a selection phase: listed to its real end.
    const lastSelection = bySummary(feed("2025-01-22T00:00:00Z").parsed, "Selection title").at(-1);
    expect(lastSelection).toMatchObject({
      start: "2025-03-17T00:00:00.000Z",
      end: "2025-03-21T00:00:00.000Z",
    });
  });

  it("alternates the boss pairs across a 53-week year (2026-12-28 is ISO week 53)", () => {
    const { parsed } = feed("2026-12-21T00:00:00Z");
    const bossesOn = (date: string) =>
      parsed
        .filter((e) => e.start === `${date}T00:00:00.000Z` && e.summary.startsWith("Boss"))
        .map((e) => e.summary);
    expect(bossesOn("2026-12-21")).toEqual(["Boss A1 title", "Boss A2 title"]);
    expect(bossesOn("2026-12-28")).toEqual(["Boss B1 title", "Boss B2 title"]);
    expect(bossesOn("2027-01-04")).toEqual(["Boss A1 title", "Boss A2 title"]);
    expect(bossesOn("2027-01-06")).toEqual(["Boss A1 title", "Boss A2 title"]);
  });

  it("keeps every UID, start and end across refreshes, and UIDs are unique", () => {
    const monday = feed("2025-03-03T08:00:00Z").parsed;
    const later = feed("2025-03-05T23:00:00Z").parsed;
    expect(new Set(monday.map((e) => e.uid)).size).toBe(monday.length);
    const first = new Map(monday.map((e) => [e.uid, e]));
    const shared = later.filter((e) => first.has(e.uid));
    expect(shared.length).toBeGreaterThan(100);
    for (const e of shared) expect(first.get(e.uid)).toEqual(e);
  });

  it("carries only the chosen kinds", () => {
    const bosses = feed("2025-01-06T00:00:00Z", 15, ["bosses"]).parsed;
    expect(bosses).toHaveLength(48);
    expect(bosses.every((e) => e.summary.startsWith("Boss"))).toBe(true);
    const some = feed("2025-01-06T00:00:00Z", 15, ["valor", "daily-1"]).parsed;
    expect(new Set(some.map((e) => e.summary))).toEqual(
      new Set(["Selection title", "Teams title", "Attack title", "Sacred title"]),
    );
    expect(bySummary(some, "Sacred title")).toHaveLength(14);
  });

  it.each([
    [15, "-PT15M"],
    [60, "-PT1H"],
    [1440, "-P1D"],
  ])("rings an alarm %i minutes before each event", (lead, trigger) => {
    const { parsed, text } = feed("2025-01-06T00:00:00Z", lead);
    expect(parsed.every((e) => e.alarms.length === 1 && e.alarms[0] === trigger)).toBe(true);
    expect(text).toContain("ACTION:DISPLAY");
  });

  it("has no alarm when the player chose none", () => {
    const { parsed, text } = feed("2025-01-06T00:00:00Z", null);
    expect(parsed.every((e) => e.alarms.length === 0)).toBe(true);
    expect(text).not.toContain("VALARM");
  });
});
