import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { gameText } from "#core/game-data/texts.ts";
import { GAME_TERMS, type GameTerms } from "#core/i18n/languages.ts";
import { messages } from "#core/messages.ts";
import { EVENT_KINDS, type EventKind } from "#core/rules/calendar.ts";
import {
  calendarEventById,
  calendarEvents,
  FEED_WEEKS,
  type TimedEvent,
  wordedEvent,
} from "#core/rules/calendar-events.ts";
import {
  DEFAULT_FEED_SETTINGS,
  type FeedSettings,
  type IcsLanguage,
  icsLanguageQuery,
} from "#core/schemas/calendar-feed.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { languageFor, serverT } from "#server/i18n/texts.ts";
import type { ServerContext } from "../context.ts";
import { calendarFeeds, user } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { calendarIcs } from "./calendar-ics.ts";

// The calendar subscription (docs/product.md#calendar-subscription): one feed per account, reached by a long
// random token and showing the game's calendar only, never anything of the player.

const newToken = () => randomBytes(32).toString("base64url");
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// The feed speaks the account's language (else the request's) with its game-terms choice
// (docs/decisions.md#2026-11-25-calendar-feeds-carry-their-language-in-the-url): the URL names them, so the
// calendar app that subscribes to it reads the events so. English needs no query.
const feedUrl = (ctx: ServerContext, token: string, query: string) =>
  `${ctx.env.BASE_URL}/api/calendar/${token}.ics${query === "" ? "" : `?${query}`}`;

async function languageQueryOf(ctx: ServerContext, userId: string, acceptLanguage: string | undefined) {
  const [account] = await databaseOf(ctx)
    .db.select({ language: user.language, gameTerms: user.gameTerms })
    .from(user)
    .where(eq(user.id, userId));
  const gameTerms: GameTerms = GAME_TERMS.find((terms) => terms === account?.gameTerms) ?? "interface";
  return icsLanguageQuery(languageFor(account?.language, acceptLanguage), gameTerms);
}

function feedView(ctx: ServerContext, row: typeof calendarFeeds.$inferSelect, query: string) {
  const stored = new Set(row.kinds);
  return {
    url: feedUrl(ctx, row.token, query),
    kinds: EVENT_KINDS.filter((k) => stored.has(k)),
    leadMinutes: row.leadMinutes as FeedSettings["leadMinutes"],
  };
}
export type CalendarFeed = ReturnType<typeof feedView>;

/** The player's feed, or null before they subscribe or after they revoke it. */
export async function calendarFeedOf(
  ctx: ServerContext,
  userId: string,
  acceptLanguage?: string,
): Promise<CalendarFeed | null> {
  const [row] = await databaseOf(ctx).db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ? feedView(ctx, row, await languageQueryOf(ctx, userId, acceptLanguage)) : null;
}

/** Makes the feed with these choices, or changes the choices of the one there (its URL stays). */
export async function saveCalendarFeed(
  ctx: ServerContext,
  userId: string,
  input: FeedSettings,
  acceptLanguage?: string,
) {
  const now = ctx.now();
  const [row] = await databaseOf(ctx)
    .db.insert(calendarFeeds)
    .values({ userId, token: newToken(), ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { kinds: input.kinds, leadMinutes: input.leadMinutes, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("calendar feed upsert returned no row");
  return feedView(ctx, row, await languageQueryOf(ctx, userId, acceptLanguage));
}

/** A new URL for the feed: the old one answers 404 from now on. Without a feed, one with the defaults. */
export async function renewCalendarFeed(ctx: ServerContext, userId: string, acceptLanguage?: string) {
  const now = ctx.now();
  const token = newToken();
  const [row] = await databaseOf(ctx)
    .db.insert(calendarFeeds)
    .values({ userId, token, ...DEFAULT_FEED_SETTINGS, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, updatedAt: now } })
    .returning();
  if (!row) throw new Error("calendar feed renewal returned no row");
  return feedView(ctx, row, await languageQueryOf(ctx, userId, acceptLanguage));
}

/** Ends the feed: its URL answers 404 and its choices are gone. */
export async function revokeCalendarFeed(ctx: ServerContext, userId: string) {
  await databaseOf(ctx).db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Events in the feed's language: game names by the game data's translations, the rest by the catalogue. */
function inLanguage(ctx: ServerContext, events: TimedEvent[], { language, gameLanguage }: IcsLanguage) {
  const data = ctx.gameData.get();
  const concludes = serverT(language, "messages")("concludesSuffix");
  return events.map((event) =>
    wordedEvent(event, (english) => gameText(data, gameLanguage, english), concludes),
  );
}

/** The feed's iCalendar text: the next 8 weeks of the chosen kinds. A wrong or revoked token: 404. */
export async function calendarFeedIcs(
  ctx: ServerContext,
  token: string,
  language: IcsLanguage,
): Promise<string> {
  if (!FEED_TOKEN.test(token)) throw notFound(messages.feedNotFound);
  const [row] = await databaseOf(ctx)
    .db.select({ kinds: calendarFeeds.kinds, leadMinutes: calendarFeeds.leadMinutes })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!row) throw notFound(messages.feedNotFound);
  const kinds = row.kinds.filter((k): k is EventKind => (EVENT_KINDS as readonly string[]).includes(k));
  const events = calendarEvents(ctx.now(), FEED_WEEKS * 7, ctx.gameData.get().calendar, kinds);
  return calendarIcs(inLanguage(ctx, events, language), row.leadMinutes, {
    name: serverT(language.language, "messages")("feedName"),
    language: language.language,
    host: new URL(ctx.env.BASE_URL).hostname,
    stamp: ctx.now(),
    refreshSeconds: 60 * 60,
  });
}

/** One event as a file to open in a calendar app, with an alarm `leadMinutes` before it (or none). */
export function calendarEventIcs(
  ctx: ServerContext,
  id: string,
  leadMinutes: number | null,
  language: IcsLanguage,
): string {
  const found = calendarEventById(id, ctx.gameData.get().calendar);
  if (!found) throw notFound(messages.eventNotFound);
  const [event] = inLanguage(ctx, [found], language);
  return calendarIcs([event ?? found], leadMinutes, {
    name: event?.title ?? found.title,
    language: language.language,
    host: new URL(ctx.env.BASE_URL).hostname,
    stamp: ctx.now(),
  });
}
