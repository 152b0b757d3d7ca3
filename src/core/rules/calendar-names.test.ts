import { describe, expect, it } from "vitest";
import { parseGameData } from "#core/game-data/parse.ts";
import { gameText } from "#core/game-data/texts.ts";
import { LANGUAGES } from "#core/i18n/languages.ts";
import { calendarDays, cardTitles, dailyKindName, EVENT_KINDS } from "#core/rules/calendar.ts";
import { calendarEvents, wordedEvent } from "#core/rules/calendar-events.ts";
import shipped from "../../../data/game-data.json" with { type: "json" };

// docs/product.md#calendar: a daily event has one name, the spec's (books, sacred enhancement, modify
// equipment, darkness), on the day's card, in the calendar feed and in the feed's and the reminders' choices.
const data = parseGameData(shipped);
const DAILY_KINDS = EVENT_KINDS.filter((kind) => kind.startsWith("daily-"));
const from = new Date("2026-12-06T08:00:00Z");

describe("a daily event's name", () => {
  it("is the spec's, the same on the card, in the feed and in the choices, in every language", () => {
    const days = calendarDays(from, data.calendar, DAILY_KINDS.length);
    const feed = calendarEvents(from, DAILY_KINDS.length, data.calendar, DAILY_KINDS);
    const names = DAILY_KINDS.map((kind) => {
      const day = days.find((d) => d.events.some((e) => e.kind === kind));
      const onCard = day ? cardTitles(day).titles[day.events.findIndex((e) => e.kind === kind)] : undefined;
      const inFeed = feed.find((e) => e.kind === kind)?.title;
      const chosen = dailyKindName(kind, data.calendar);
      return { kind, onCard, inFeed, chosen };
    });
    expect(names).toEqual(
      ["Books", "Sacred Enhancement", "Modify Equipment", "Darkness"].map((name, i) => ({
        kind: DAILY_KINDS[i],
        onCard: name,
        inFeed: name,
        chosen: name,
      })),
    );
    for (const language of LANGUAGES) {
      for (const event of feed) {
        const card = days.flatMap((d) => d.events).find((e) => e.kind === event.kind)?.shortTitle ?? "";
        expect(wordedEvent(event, (text) => gameText(data, language, text), "").title, language).toBe(
          gameText(data, language, card),
        );
      }
    }
  });

  it("names no kind but a daily one", () => {
    expect(dailyKindName("valor", data.calendar)).toBeUndefined();
    expect(dailyKindName("bosses", data.calendar)).toBeUndefined();
  });
});
