import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { EVENT_KINDS, type EventKind } from "#core/rules/calendar.ts";
import { calendarEventById, calendarEvents, FEED_WEEKS } from "#core/rules/calendar-events.ts";
import { DEFAULT_FEED_SETTINGS, type FeedSettings } from "#core/schemas/calendar-feed.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext } from "../context.ts";
import { calendarFeeds } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { calendarIcs } from "./calendar-ics.ts";

// The calendar subscription (docs/product.md#calendar-subscription): one feed per account, reached by a long
// random token and showing the game's calendar only, never anything of the player.

const newToken = () => randomBytes(32).toString("base64url");
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (ctx: ServerContext, token: string) => `${ctx.env.BASE_URL}/api/calendar/${token}.ics`;

function feedView(ctx: ServerContext, row: typeof calendarFeeds.$inferSelect) {
  const stored = new Set(row.kinds);
  return {
    url: feedUrl(ctx, row.token),
    kinds: EVENT_KINDS.filter((k) => stored.has(k)),
    leadMinutes: row.leadMinutes as FeedSettings["leadMinutes"],
  };
}
export type CalendarFeed = ReturnType<typeof feedView>;

/** The player's feed, or null before they subscribe or after they revoke it. */
export async function calendarFeedOf(ctx: ServerContext, userId: string): Promise<CalendarFeed | null> {
  const [row] = await databaseOf(ctx).db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ? feedView(ctx, row) : null;
}

/** Makes the feed with these choices, or changes the choices of the one there (its URL stays). */
export async function saveCalendarFeed(ctx: ServerContext, userId: string, input: FeedSettings) {
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
  return feedView(ctx, row);
}

/** A new URL for the feed: the old one answers 404 from now on. Without a feed, one with the defaults. */
export async function renewCalendarFeed(ctx: ServerContext, userId: string) {
  const now = ctx.now();
  const token = newToken();
  const [row] = await databaseOf(ctx)
    .db.insert(calendarFeeds)
    .values({ userId, token, ...DEFAULT_FEED_SETTINGS, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, updatedAt: now } })
    .returning();
  if (!row) throw new Error("calendar feed renewal returned no row");
  return feedView(ctx, row);
}

/** Ends the feed: its URL answers 404 and its choices are gone. */
export async function revokeCalendarFeed(ctx: ServerContext, userId: string) {
  await databaseOf(ctx).db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed's iCalendar text: the next 8 weeks of the chosen kinds. A wrong or revoked token: 404. */
export async function calendarFeedIcs(ctx: ServerContext, token: string): Promise<string> {
  if (!FEED_TOKEN.test(token)) throw notFound(messages.feedNotFound);
  const [row] = await databaseOf(ctx)
    .db.select({ kinds: calendarFeeds.kinds, leadMinutes: calendarFeeds.leadMinutes })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!row) throw notFound(messages.feedNotFound);
  const kinds = row.kinds.filter((k): k is EventKind => (EVENT_KINDS as readonly string[]).includes(k));
  const events = calendarEvents(ctx.now(), FEED_WEEKS * 7, ctx.gameData.get().calendar, kinds);
  return calendarIcs(events, row.leadMinutes, {
    name: messages.feedName,
    host: new URL(ctx.env.BASE_URL).hostname,
    stamp: ctx.now(),
    refreshSeconds: 60 * 60,
  });
}

/** One event as a file to open in a calendar app, with an alarm `leadMinutes` before it (or none). */
export function calendarEventIcs(ctx: ServerContext, id: string, leadMinutes: number | null): string {
  const event = calendarEventById(id, ctx.gameData.get().calendar);
  if (!event) throw notFound(messages.eventNotFound);
  return calendarIcs([event], leadMinutes, {
    name: event.title,
    host: new URL(ctx.env.BASE_URL).hostname,
    stamp: ctx.now(),
  });
}
