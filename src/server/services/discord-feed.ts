import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { discordDeliveries, discordWebhooks, hunters, user } from "#server/db/schema.ts";
import { addNotice } from "./player-notices.ts";

// The channel feeds' side of the database (docs/product.md#hunter-lodge-in-discord). A post is claimed for a
// webhook before it is sent: the delivery row's primary key (webhook, post) lets one instance insert it, so
// with any number of instances each channel gets each post at most once, as push reminders do.

export type Feed = { id: string; url: string; name: string; userId: string; language: string | null };

const feedColumns = {
  id: discordWebhooks.id,
  url: discordWebhooks.url,
  name: discordWebhooks.name,
  userId: discordWebhooks.userId,
  language: user.language,
};

/** Feeds that post the day's events. */
export async function dailyFeeds(ctx: Pick<ServerContext, "database">): Promise<Feed[]> {
  return databaseOf(ctx)
    .db.select(feedColumns)
    .from(discordWebhooks)
    .innerJoin(user, eq(user.id, discordWebhooks.userId))
    .where(eq(discordWebhooks.dailyEvents, true));
}

/** Feeds that remind of events of `kind` `lead` minutes before they start. */
export async function reminderFeeds(
  ctx: Pick<ServerContext, "database">,
  kind: string,
  lead: number,
): Promise<Feed[]> {
  return databaseOf(ctx)
    .db.select(feedColumns)
    .from(discordWebhooks)
    .innerJoin(user, eq(user.id, discordWebhooks.userId))
    .where(
      and(
        eq(discordWebhooks.leadMinutes, lead),
        sql`${discordWebhooks.kinds} @> jsonb_build_array(${kind}::text)`,
      ),
    );
}

/** Builds listed in (from, to] whose owner posts new builds to a feed of theirs, with that feed. */
export async function newBuildPosts(ctx: Pick<ServerContext, "database">, from: Date, to: Date) {
  return databaseOf(ctx)
    .db.select({
      ...feedColumns,
      hunterId: hunters.id,
      ownerId: hunters.userId,
      data: hunters.data,
      hunterName: hunters.hunterName,
      hunterClass: hunters.hunterClass,
      actualAtkSpd: hunters.actualAtkSpd,
      formulaAtkSpd: hunters.formulaAtkSpd,
      verifiedAt: hunters.verifiedAt,
      nickname: user.nickname,
    })
    .from(hunters)
    .innerJoin(
      discordWebhooks,
      and(eq(discordWebhooks.userId, hunters.userId), eq(discordWebhooks.newBuilds, true)),
    )
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(
      and(
        sql`${hunters.listed}`,
        sql`${user.nickname} is not null`,
        gt(hunters.createdAt, from),
        lte(hunters.createdAt, to),
      ),
    );
}

/** True when this instance claimed the post for the feed; false when another did first. */
export async function claimPost(
  ctx: Pick<ServerContext, "database">,
  webhookId: string,
  postKey: string,
  dueAt: Date,
) {
  const rows = await databaseOf(ctx)
    .db.insert(discordDeliveries)
    .values({ webhookId, postKey, dueAt })
    .onConflictDoNothing()
    .returning({ key: discordDeliveries.postKey });
  return rows.length === 1;
}

/** Discord answered 404: the webhook was deleted in the channel. The feed goes and its owner is told. */
export async function forgetFeed(ctx: Pick<ServerContext, "database">, feed: Feed) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    const gone = await tx
      .delete(discordWebhooks)
      .where(eq(discordWebhooks.id, feed.id))
      .returning({ id: discordWebhooks.id });
    if (gone.length > 0) await addNotice(tx, feed.userId, "discord-webhook-removed", { name: feed.name });
  });
}

const KEPT_MS = 2 * 24 * 60 * 60 * 1000;

export async function pruneFeedPosts(ctx: Pick<ServerContext, "database">, now: Date) {
  await databaseOf(ctx)
    .db.delete(discordDeliveries)
    .where(lt(discordDeliveries.dueAt, new Date(now.getTime() - KEPT_MS)));
}
