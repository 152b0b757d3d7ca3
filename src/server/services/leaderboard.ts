import { and, asc, count, eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { percentFaster } from "#core/rules/explore/meta.ts";
import { verifiedOnlyBoard } from "#core/rules/explore/verified-board.ts";
import type { Leaderboard, LeaderboardQuery, OwnRank } from "#core/schemas/explore.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, user } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { isVerified, ownerNamed, readSpeed, speedColumns, speedOrder } from "./board-columns.ts";
import type { ExploreContext } from "./explore.ts";

// The leaderboards and a build's place on them (docs/product.md#explore). Every read names `ranked`, the
// generated column true only for a listed build its owner keeps in the leaderboards, as explore.ts's
// reads name `listed`; a speed leaves here as the game plays it, never faster than the cap.

const LEADERBOARD_SIZE = 50;

const rankedIn = (hunterClass: string) =>
  and(sql`${hunters.ranked}`, eq(hunters.hunterClass, hunterClass), ownerNamed);
// The verified ones walk their own index (hunters_leaderboard_verified_idx).
const verifiedRankedIn = (hunterClass: string) => and(rankedIn(hunterClass), isVerified);

/**
 * The fastest ranked builds, as the game plays them: every build at the cap ranks as 0.25, and ties (the cap's
 * first of all) go to the build that reached its speed first
 * (docs/decisions.md#2026-12-06-builds-at-the-cap-rank-by-who-reached-it-first). Verified builds only when
 * the player asks, or by default once the class has enough of them.
 */
export async function leaderboard(ctx: ExploreContext, query: LeaderboardQuery): Promise<Leaderboard> {
  const db = databaseOf(ctx).db;
  const hunterClass = query.class;
  // Each count walks its board's own partial index.
  const [verified] = await db.select({ n: count() }).from(hunters).where(verifiedRankedIn(hunterClass));
  const verifiedTotal = verified?.n ?? 0;
  const verifiedOnly = verifiedOnlyBoard(query.verified, verifiedTotal);
  const rows = await db
    .select({
      id: hunters.id,
      ownerId: hunters.userId,
      ownerNickname: user.nickname,
      hunterName: hunters.hunterName,
      hunterClass: hunters.hunterClass,
      ...speedColumns,
    })
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(verifiedOnly ? verifiedRankedIn(hunterClass) : rankedIn(hunterClass))
    .orderBy(...speedOrder.map((column) => asc(column)))
    .limit(LEADERBOARD_SIZE);
  const [all] = verifiedOnly
    ? [{ n: verifiedTotal }]
    : await db.select({ n: count() }).from(hunters).where(rankedIn(hunterClass));
  return {
    hunterClass,
    total: all?.n ?? 0,
    verifiedTotal,
    verifiedOnly,
    entries: rows.map((row, index) => ({ rank: index + 1, ...readSpeed(row) })),
  };
}

/** A public build's place on its class's leaderboard (none when left out); a private build is not found, whoever asks. */
export async function rankOf(ctx: ExploreContext, ownerId: string, hunterId: string): Promise<OwnRank> {
  const db = databaseOf(ctx).db;
  const [mine] = await db
    .select({
      isPublic: hunters.isPublic,
      ranked: hunters.ranked,
      hunterClass: hunters.hunterClass,
      actualAtkSpd: hunters.actualAtkSpd,
      // As the database writes it, to the microsecond, for the comparison below.
      speedReachedAt: sql<string>`${hunters.speedReachedAt}::text`,
    })
    .from(hunters)
    .where(and(eq(hunters.id, hunterId), eq(hunters.userId, ownerId)));
  if (!mine?.isPublic) throw notFound(messages.hunterNotFound);
  if (!mine.ranked || mine.hunterClass === "")
    return { hunterId, hunterClass: mine.hunterClass, ranked: false };
  const [ahead] = await db
    .select({ n: count() })
    .from(hunters)
    .where(
      and(
        rankedIn(mine.hunterClass),
        sql`(${sql.join([...speedOrder], sql`, `)}) < (${mine.actualAtkSpd}, ${mine.speedReachedAt}::timestamptz, ${hunterId})`,
      ),
    );
  const [total] = await db.select({ n: count() }).from(hunters).where(rankedIn(mine.hunterClass));
  const rank = (ahead?.n ?? 0) + 1;
  const all = total?.n ?? rank;
  return {
    hunterId,
    hunterClass: mine.hunterClass,
    ranked: true,
    rank,
    total: all,
    percentFaster: percentFaster(rank, all),
  };
}
