import { and, desc, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import type { HiddenBuild, PlayerNotice } from "#core/schemas/report.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, playerNotices } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";

// What a player reads of the notices addNotice wrote (docs/product.md#reports): every unread one, and the
// read ones of the last RECENT_MS, newest first, at most NOTICES_SHOWN.
const RECENT_MS = 30 * 24 * 60 * 60 * 1000;
const NOTICES_SHOWN = 50;

const dataOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

export async function listNotices(ctx: ServerContext, userId: string): Promise<PlayerNotice[]> {
  const since = new Date(ctx.now().getTime() - RECENT_MS);
  const rows = await databaseOf(ctx)
    .db.select()
    .from(playerNotices)
    .where(
      and(
        eq(playerNotices.userId, userId),
        or(isNull(playerNotices.readAt), gt(playerNotices.createdAt, since)),
      ),
    )
    .orderBy(desc(playerNotices.createdAt), desc(playerNotices.id))
    .limit(NOTICES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    data: dataOf(row.data),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  }));
}

/** Marks one of the player's notices read; someone else's, or none, is not found. Reading twice is fine. */
export async function markNoticeRead(ctx: ServerContext, userId: string, noticeId: string) {
  const db = databaseOf(ctx).db;
  const mine = and(eq(playerNotices.id, noticeId), eq(playerNotices.userId, userId));
  const [found] = await db.select({ readAt: playerNotices.readAt }).from(playerNotices).where(mine);
  if (!found) throw notFound();
  if (!found.readAt) {
    await db
      .update(playerNotices)
      .set({ readAt: ctx.now() })
      .where(and(mine, isNull(playerNotices.readAt)));
    await ctx.notify(userId, "me");
  }
}

/** The player's builds a moderator hid, with the reason (the builder and the owner's hunter page show it). */
export async function listHiddenBuilds(ctx: ServerContext, userId: string): Promise<HiddenBuild[]> {
  const rows = await databaseOf(ctx)
    .db.select({
      hunterId: hunters.id,
      hunterName: hunters.hunterName,
      reason: hunters.hiddenReason,
      hiddenAt: hunters.hiddenAt,
    })
    .from(hunters)
    .where(and(eq(hunters.userId, userId), isNotNull(hunters.hiddenAt)));
  return rows.map((row) => ({
    hunterId: row.hunterId,
    hunterName: row.hunterName,
    reason: row.reason ?? "",
    hiddenAt: (row.hiddenAt ?? new Date(0)).toISOString(),
  }));
}
