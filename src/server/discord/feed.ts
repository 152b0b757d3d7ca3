import { type Language, matchLanguage } from "#core/i18n/languages.ts";
import { escapeDiscordText } from "#core/rules/discord/markdown.ts";
import { REMINDER_GRACE_MS, REMINDER_LEADS, remindersDue } from "#core/rules/reminders.ts";
import { DAY_MS } from "#core/rules/time.ts";
import type { MessageData } from "#core/schemas/discord.ts";
import { FEED_REMINDER_KINDS } from "#core/schemas/discord-webhook.ts";
import type { ServerContext } from "#server/context.ts";
import { serverT } from "#server/i18n/texts.ts";
import { getLogger } from "#server/observability/logger.ts";
import {
  claimPost,
  dailyFeeds,
  type Feed,
  forgetFeed,
  newBuildPosts,
  pruneFeedPosts,
  reminderFeeds,
} from "#server/services/discord-feed.ts";
import { storedBuildMessage } from "./answer-build.ts";
import { eventLine, eventsOf } from "./answer-lists.ts";
import { EMBED_COLOR, NO_MENTIONS } from "./reply.ts";
import { postToWebhook, type WebhookPoster } from "./webhook-poster.ts";

// Every instance runs this loop (docs/product.md#hunter-lodge-in-discord): each tick looks at what fell due
// since the last one (the day's events at 00:00 UTC, reminders before Battle of Valor's phases and the world
// bosses, newly listed builds), claims each post for each feed in the shared database and sends what it
// claimed. As with push reminders, a post found more than REMINDER_GRACE_MS late is dropped, never sent stale.

const FEED_TICK_MS = 30_000;
// A wait Discord asks for beyond this is not waited out within a tick: the post is dropped and logged.
const LONGEST_WAIT_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Post = { feed: Feed; key: string; dueAt: Date; message: (language: Language) => Promise<MessageData> };

export type FeedReport = { posted: number; gone: number; failed: number };

export interface DiscordFeed {
  /** Looks once at the clock (ctx.now) and posts what fell due; the loop calls it, tests too. */
  tick: () => Promise<FeedReport>;
  stop: () => Promise<void>;
}

// A post's claim names the channel (the webhook's id in its address), so a channel that several players of a
// guild feed gets each event once, whichever of their feeds claims it.
const channelOf = (feed: Feed) => /\/webhooks\/(\d+)\//.exec(feed.url)?.[1] ?? feed.id;
const claimKey = (feed: Feed, post: string) => `${channelOf(feed)}:${post}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const embedMessage = (embed: NonNullable<MessageData["embeds"]>[number]): MessageData => ({
  embeds: [{ color: EMBED_COLOR, ...embed }],
  allowed_mentions: NO_MENTIONS,
});

async function dailyPosts(ctx: ServerContext, day: Date): Promise<Post[]> {
  const message = async (language: Language) => {
    const t = serverT(language, "discord");
    const lines = eventsOf(ctx, "today", day, language).map(eventLine);
    const description = lines.join("\n").slice(0, 4000) || t("noEvents");
    return embedMessage({ title: t("feedDaily"), url: `${ctx.env.BASE_URL}/calendar`, description });
  };
  const key = `daily:${day.toISOString().slice(0, 10)}`;
  return (await dailyFeeds(ctx)).map((feed) => ({ feed, key, dueAt: day, message }));
}

async function reminderPosts(
  ctx: ServerContext,
  due: ReturnType<typeof remindersDue>[number],
): Promise<Post[]> {
  const message = async (language: Language) => {
    const t = serverT(language, "discord");
    const event =
      eventsOf(ctx, "today", new Date(due.event.start), language).find((e) => e.id === due.event.id) ??
      due.event;
    // Discord writes <t:…:R> as "in 15 minutes" in each reader's language, in a description, not a title.
    const starts = t("feedStarts", { time: `<t:${Math.floor(event.start / 1000)}:R>` });
    const description = `${starts}\n${eventLine(event)}\n${escapeDiscordText(event.description, 1000)}`;
    return embedMessage({
      title: escapeDiscordText(event.title),
      url: `${ctx.env.BASE_URL}/calendar`,
      description,
    });
  };
  const key = `remind:${due.event.id}:${due.lead}`;
  const feeds = await reminderFeeds(ctx, due.event.kind, due.lead);
  return feeds.map((feed) => ({ feed, key, dueAt: new Date(due.dueAt), message }));
}

async function buildPosts(ctx: ServerContext, from: Date, to: Date): Promise<Post[]> {
  return (await newBuildPosts(ctx, from, to)).map((row) => ({
    feed: row,
    key: `build:${row.hunterId}`,
    dueAt: to,
    message: async (language: Language) => {
      const t = serverT(language, "discord");
      const body = await storedBuildMessage(ctx, row, language, t);
      return {
        ...body,
        content: t("feedNewBuild", { nickname: escapeDiscordText(row.nickname ?? "") }),
        allowed_mentions: NO_MENTIONS,
      };
    },
  }));
}

async function duePosts(ctx: ServerContext, from: number, to: number): Promise<Post[]> {
  const fresh = (at: number) => to - at <= REMINDER_GRACE_MS;
  const lists: Promise<Post[]>[] = [];
  const midnight = Math.floor(to / DAY_MS) * DAY_MS;
  if (midnight > from && fresh(midnight)) lists.push(dailyPosts(ctx, new Date(midnight)));
  for (const lead of REMINDER_LEADS) {
    for (const due of remindersDue(from, to, lead, ctx.gameData.get().calendar, FEED_REMINDER_KINDS)) {
      if (fresh(due.dueAt)) lists.push(reminderPosts(ctx, due));
    }
  }
  lists.push(buildPosts(ctx, new Date(from), new Date(to)));
  return (await Promise.all(lists)).flat();
}

/** Sends one feed's posts in order, waiting when Discord says its bucket is empty. */
async function sendToFeed(ctx: ServerContext, posts: Post[], post: WebhookPoster, report: FeedReport) {
  const log = getLogger(ctx.env.LOG_LEVEL);
  for (const item of posts) {
    if (!(await claimPost(ctx, item.feed.id, claimKey(item.feed, item.key), item.dueAt))) continue;
    const data = await item.message(matchLanguage([item.feed.language ?? "en"]));
    let outcome = await post(item.feed.url, data);
    if (outcome.status === 429 && outcome.waitMs <= LONGEST_WAIT_MS) {
      await sleep(outcome.waitMs);
      outcome = await post(item.feed.url, data);
    }
    if (outcome.status === 404) {
      await forgetFeed(ctx, item.feed);
      report.gone++;
      return;
    }
    if (outcome.status >= 200 && outcome.status < 300) report.posted++;
    else {
      report.failed++;
      log.warn({ feed: item.feed.id, post: item.key, status: outcome.status }, "discord feed post failed");
    }
    if (outcome.waitMs > 0) await sleep(Math.min(outcome.waitMs, LONGEST_WAIT_MS));
  }
}

export function createDiscordFeed(ctx: ServerContext, post: WebhookPoster = postToWebhook): DiscordFeed {
  let last = ctx.now().getTime();
  let lastPrune = 0;
  let running: Promise<unknown> = Promise.resolve();

  const tick = async (): Promise<FeedReport> => {
    const to = ctx.now().getTime();
    const from = last;
    last = Math.max(last, to);
    const report: FeedReport = { posted: 0, gone: 0, failed: 0 };
    if (to <= from) return report;
    const byFeed = new Map<string, Post[]>();
    for (const item of await duePosts(ctx, from, to)) {
      byFeed.set(item.feed.id, [...(byFeed.get(item.feed.id) ?? []), item]);
    }
    await Promise.all([...byFeed.values()].map((posts) => sendToFeed(ctx, posts, post, report)));
    if (to - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = to;
      await pruneFeedPosts(ctx, new Date(to));
    }
    return report;
  };

  const timer = setInterval(() => {
    running = tick().catch((error) =>
      getLogger(ctx.env.LOG_LEVEL).error({ err: error }, "discord feed tick failed"),
    );
  }, FEED_TICK_MS).unref();

  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
