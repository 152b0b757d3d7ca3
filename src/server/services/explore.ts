import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, like, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { messages } from "#core/messages.ts";
import { ALL_CLASSES } from "#core/rules/explore/facts.ts";
import { namesUnknownGameValue } from "#core/rules/explore/filters.ts";
import { type ClassMeta, metaFromTallies } from "#core/rules/explore/meta.ts";
import { type BoardSpeed, boardSpeed, storedFormula } from "#core/rules/speed-cap.ts";
import {
  EXPLORE_PAGE_SIZE,
  type ExploreCard,
  type ExploreChoices,
  type ExplorePage,
  type ExploreQuery,
  type ExploreSort,
} from "#core/schemas/explore.ts";
import type { ServerContext, SessionUser } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import {
  exploreChoices,
  exploreCopies,
  exploreSalts,
  exploreTallies,
  exploreViews,
  hunters,
  user,
} from "#server/db/schema.ts";
import { badRequest, notFound } from "#server/errors.ts";
import { writeTransaction } from "./idempotency.ts";

// Explore and meta (docs/product.md#explore; the leaderboards' reads are leaderboard.ts's). Every read names
// `listed` or `ranked`, the generated columns that are true only for a public build whose owner has not left:
// a private build reaches no list, count, tally or rank, and the partial indexes hold nothing else. A speed
// leaves here as the game plays it (docs/product.md#the-games-fastest-attack-on-the-boards): never faster
// than the cap.

export type ExploreContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: "me") => void | Promise<void>;
};

// The column each sort walks, and the way (ties in the same direction by id, so paging is stable).
const SORTS: Record<ExploreSort, { column: AnyPgColumn; ascending: boolean }> = {
  fastest: { column: hunters.actualAtkSpd, ascending: true },
  newest: { column: hunters.createdAt, ascending: false },
  copied: { column: hunters.copyCount, ascending: false },
  viewed: { column: hunters.viewCount, ascending: false },
};

type Cursor = [number | string, string];

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string, sort: ExploreSort): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString());
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === "string") {
      const [key, id] = value;
      if (sort === "newest" && typeof key === "string" && !Number.isNaN(Date.parse(key))) return [key, id];
      if (sort !== "newest" && typeof key === "number" && Number.isFinite(key)) return [key, id];
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest(messages.invalidRequest);
}

export const isVerified = sql`${hunters.verifiedAt} is not null`;

// What a list answers of a build's speed and badge, read from its stored columns.
export const speedColumns = {
  actualAtkSpd: hunters.actualAtkSpd,
  formulaAtkSpd: hunters.formulaAtkSpd,
  verified: sql<boolean>`${hunters.verifiedAt} is not null`,
};
export const readSpeed = <T extends { actualAtkSpd: number; formulaAtkSpd: number }>({
  actualAtkSpd,
  formulaAtkSpd,
  ...rest
}: T): Omit<T, "actualAtkSpd" | "formulaAtkSpd"> & { speed: BoardSpeed } => ({
  ...rest,
  speed: boardSpeed(storedFormula({ actualAtkSpd, formulaAtkSpd })),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// An account made through a provider is nobody until its nickname step is done: its builds reach no list
// (docs/product.md#sign-in-through-a-provider). Saves refuse to make them public meanwhile; this keeps out
// those that were public before that rule, or came along with a guest's data.
export const ownerNamed = sql`exists (select 1 from ${user} where ${user.id} = ${hunters.userId} and (${user.nickname} is not null or ${user.isAnonymous}))`;

function filters(query: ExploreQuery): SQL[] {
  const where: SQL[] = [sql`${hunters.listed}`, ownerNamed];
  if (query.class) where.push(eq(hunters.hunterClass, query.class));
  if (query.family) where.push(eq(hunters.classFamily, query.family));
  if (query.rarity) where.push(eq(hunters.hunterRarity, query.rarity));
  // A prefix of the purpose, matched by the lower(purpose) text_pattern_ops index.
  if (query.purpose)
    where.push(sql`lower(${hunters.purpose}) like ${`${escapeLike(query.purpose.toLowerCase())}%`}`);
  if (query.set) where.push(sql`${hunters.setNames} @> array[${query.set}]::text[]`);
  if (query.minSpd !== undefined) where.push(gte(hunters.actualAtkSpd, query.minSpd));
  if (query.maxSpd !== undefined) where.push(lte(hunters.actualAtkSpd, query.maxSpd));
  if (query.engraved) where.push(sql`${hunters.allEngraved}`);
  if (query.ultimate) where.push(sql`${hunters.allUltimate}`);
  if (query.verified) where.push(isVerified);
  return where;
}

export async function listExplore(ctx: ExploreContext, query: ExploreQuery): Promise<ExplorePage> {
  const cursor = query.after ? decodeCursor(query.after, query.sort) : null;
  // A class, rarity or set the game data lacks matches no build: answered here, not by walking an index.
  if (namesUnknownGameValue(query, ctx.gameData.get())) return { cards: [], next: null };
  const db = databaseOf(ctx).db;
  const { column, ascending } = SORTS[query.sort];
  const where = filters(query);
  if (cursor) {
    const [key, id] = cursor;
    const value = query.sort === "newest" ? new Date(key) : key;
    where.push(
      ascending
        ? sql`(${column}, ${hunters.id}) > (${value}, ${id})`
        : sql`(${column}, ${hunters.id}) < (${value}, ${id})`,
    );
  }
  const order = ascending ? [asc(column), asc(hunters.id)] : [desc(column), desc(hunters.id)];
  // The page's ids first, then its cards: sorting only ids keeps a broad filter (thousands of matches) from
  // reading every match's build and owner before the limit.
  const picked = db
    .select({ id: hunters.id })
    .from(hunters)
    .where(and(...where))
    .orderBy(...order)
    .limit(EXPLORE_PAGE_SIZE + 1)
    .as("picked");
  const rows = await db
    .select({
      id: hunters.id,
      ownerId: hunters.userId,
      ownerNickname: user.nickname,
      hunterName: hunters.hunterName,
      hunterRarity: hunters.hunterRarity,
      hunterClass: hunters.hunterClass,
      purpose: hunters.purpose,
      ...speedColumns,
      sets: sql<{ name: string; level: number }[]>`${hunters.data}->'sets'`,
      allEngraved: hunters.allEngraved,
      allUltimate: hunters.allUltimate,
      copyCount: hunters.copyCount,
      viewCount: hunters.viewCount,
      createdAt: hunters.createdAt,
    })
    .from(picked)
    .innerJoin(hunters, eq(hunters.id, picked.id))
    .innerJoin(user, eq(user.id, hunters.userId))
    .orderBy(...order);
  const page = rows.slice(0, EXPLORE_PAGE_SIZE);
  const last = page.at(-1);
  const next =
    rows.length > EXPLORE_PAGE_SIZE && last ? encodeCursor([sortKeyOf(query.sort, last), last.id]) : null;
  return {
    cards: page.map(
      ({ createdAt: _, sets, ...card }): ExploreCard => ({
        ...readSpeed(card),
        sets: (sets ?? []).filter((entry) => entry.name !== ""),
      }),
    ),
    next,
  };
}

function sortKeyOf(
  sort: ExploreSort,
  row: { actualAtkSpd: number; createdAt: Date; copyCount: number; viewCount: number },
): number | string {
  if (sort === "newest") return row.createdAt.toISOString();
  if (sort === "copied") return row.copyCount;
  if (sort === "viewed") return row.viewCount;
  return row.actualAtkSpd;
}

/** The meta of one class, or of every class: read from the tallies, never from the builds. */
export async function exploreMeta(ctx: ExploreContext, hunterClass: string | undefined): Promise<ClassMeta> {
  const scope = hunterClass ?? ALL_CLASSES;
  const entries = await databaseOf(ctx)
    .db.select({ key: exploreTallies.key, n: exploreTallies.n })
    .from(exploreTallies)
    .where(like(exploreTallies.key, `${escapeLike(scope)}|%`));
  return metaFromTallies(scope, entries);
}

// A count is kept only for a public build and never for its own owner.
async function countableHunter(db: Db, ownerId: string, hunterId: string) {
  const [found] = await db
    .select({ isPublic: hunters.isPublic })
    .from(hunters)
    .where(and(eq(hunters.id, hunterId), eq(hunters.userId, ownerId)));
  if (!found?.isPublic) throw notFound(messages.hunterNotFound);
}

type Player = Pick<SessionUser, "id" | "isAnonymous" | "emailVerified">;

// A guest, or an account whose e-mail is not proven, costs nothing to make: counted as a player, a
// script making them would pump any build's counts. Such a player views as its address, and copies
// count nothing (docs/decisions.md, "Guests count as their address").
const countsAsPlayer = (player: Player | null): player is Player =>
  player !== null && !player.isAnonymous && player.emailVerified;

/** "Copy to my roster" of someone else's public build: counted once per player (docs/product.md#honest-counts). */
export async function recordCopy(ctx: ExploreContext, copier: Player, ownerId: string, hunterId: string) {
  const db = databaseOf(ctx).db;
  await countableHunter(db, ownerId, hunterId);
  const userId = copier.id;
  return writeTransaction(db, async (tx) => {
    if (userId === ownerId || !countsAsPlayer(copier)) return { counted: false };
    const inserted = await tx
      .insert(exploreCopies)
      .values({ hunterId, userId, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ hunterId: exploreCopies.hunterId });
    if (inserted.length === 0) return { counted: false };
    await tx
      .update(hunters)
      .set({ copyCount: sql`${hunters.copyCount} + 1` })
      .where(eq(hunters.id, hunterId));
    return { counted: true };
  });
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

// The day's salt, made by whichever instance asks first; yesterday's salts and views go when a new day's
// salt is made, so an address's hash cannot be matched once its day is over.
async function saltOf(db: Db, day: string): Promise<string> {
  const [known] = await db
    .select({ salt: exploreSalts.salt })
    .from(exploreSalts)
    .where(eq(exploreSalts.day, day));
  if (known) return known.salt;
  await db
    .insert(exploreSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  await db.delete(exploreSalts).where(lt(exploreSalts.day, day));
  await db.delete(exploreViews).where(lt(exploreViews.day, day));
  const [made] = await db
    .select({ salt: exploreSalts.salt })
    .from(exploreSalts)
    .where(eq(exploreSalts.day, day));
  if (!made) throw new Error("the day's view salt could not be read back");
  return made.salt;
}

/**
 * A view of a public build: one per viewer and day, the viewer being the signed-in player or else the
 * network (an IPv6 /64, the route's clientNetwork), hashed with the day's salt and never stored as is
 * (docs/product.md#honest-counts).
 */
export async function recordView(
  ctx: ExploreContext,
  viewer: { user: Player | null; network: string | null },
  ownerId: string,
  hunterId: string,
) {
  const db = databaseOf(ctx).db;
  await countableHunter(db, ownerId, hunterId);
  if (viewer.user?.id === ownerId) return { counted: false };
  const who = countsAsPlayer(viewer.user)
    ? `user:${viewer.user.id}`
    : viewer.network
      ? `address:${viewer.network}`
      : null;
  if (who === null) return { counted: false };
  const day = dayOf(ctx.now());
  const hash = createHash("sha256")
    .update(`${await saltOf(db, day)}:${who}`)
    .digest("base64url");
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(exploreViews)
      .values({ hunterId, day, viewer: hash })
      .onConflictDoNothing()
      .returning({ hunterId: exploreViews.hunterId });
    if (inserted.length === 0) return { counted: false };
    await tx
      .update(hunters)
      .set({ viewCount: sql`${hunters.viewCount} + 1` })
      .where(eq(hunters.id, hunterId));
    return { counted: true };
  });
}

export async function readExploreChoices(ctx: ExploreContext, userId: string): Promise<ExploreChoices> {
  const [choice] = await databaseOf(ctx)
    .db.select({ inExplore: exploreChoices.inExplore, inLeaderboards: exploreChoices.inLeaderboards })
    .from(exploreChoices)
    .where(eq(exploreChoices.userId, userId));
  return choice ?? { inExplore: true, inLeaderboards: true };
}

/** The owner's two switches; out of explore is out of the leaderboards too. Applied to every hunter at once. */
export async function saveExploreChoices(
  ctx: ExploreContext,
  userId: string,
  wanted: ExploreChoices,
): Promise<ExploreChoices> {
  const choice = { inExplore: wanted.inExplore, inLeaderboards: wanted.inExplore && wanted.inLeaderboards };
  await writeTransaction(databaseOf(ctx).db, async (tx) => {
    await tx
      .insert(exploreChoices)
      .values({ userId, ...choice, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: exploreChoices.userId, set: { ...choice, updatedAt: ctx.now() } });
    await tx.update(hunters).set(choice).where(eq(hunters.userId, userId));
    return choice;
  });
  await ctx.notify?.(userId, "me");
  return choice;
}
