import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, like, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { messages } from "#core/messages.ts";
import { ALL_CLASSES } from "#core/rules/explore/facts.ts";
import { namesUnknownGameValue } from "#core/rules/explore/filters.ts";
import { type ClassMeta, metaFromTallies } from "#core/rules/explore/meta.ts";
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
import { isVerified, ownerNamed, readSpeed, speedColumns, speedOrder } from "./board-columns.ts";
import { writeTransaction } from "./idempotency.ts";

// Explore and meta (docs/product.md#explore; the leaderboards' reads are leaderboard.ts's). Every read names
// `listed` or `ranked`, the generated columns that are true only for a public build whose owner has not left:
// a private build reaches no list, count, tally or rank, and the partial indexes hold nothing else. A speed
// leaves here as the game plays it (docs/product.md#the-games-fastest-attack-on-the-boards): never faster
// than the cap.

export type ExploreContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: "me") => void | Promise<void>;
};

// The columns each sort walks, the id last so paging is stable, and the way. A cursor holds the last card's
// value of each: a number, a time (as the database writes it, to the microsecond) or the id. The fastest is
// the leaderboards' order, so a tie on speed goes to the build that reached it first.
type KeyKind = "number" | "count" | "time" | "id";
type Sort = {
  columns: readonly AnyPgColumn[];
  kinds: readonly KeyKind[];
  ascending: boolean;
  cursorOf: (row: SortedRow) => Cursor;
};
type SortedRow = {
  id: string;
  actualAtkSpd: number;
  speedReachedAt: string;
  createdAt: Date;
  copyCount: number;
  viewCount: number;
};
type Cursor = (number | string)[];

const SORTS: Record<ExploreSort, Sort> = {
  fastest: {
    columns: speedOrder,
    kinds: ["number", "time", "id"],
    ascending: true,
    cursorOf: (row) => [row.actualAtkSpd, row.speedReachedAt, row.id],
  },
  newest: {
    columns: [hunters.createdAt, hunters.id],
    kinds: ["time", "id"],
    ascending: false,
    cursorOf: (row) => [row.createdAt.toISOString(), row.id],
  },
  copied: {
    columns: [hunters.copyCount, hunters.id],
    kinds: ["count", "id"],
    ascending: false,
    cursorOf: (row) => [row.copyCount, row.id],
  },
  viewed: {
    columns: [hunters.viewCount, hunters.id],
    kinds: ["count", "id"],
    ascending: false,
    cursorOf: (row) => [row.viewCount, row.id],
  },
};

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

// A time as JavaScript or PostgreSQL writes it, a real one: checked here, since the database's cast of a
// 31 February would fail.
const TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](0\d|1[0-4])(:?[0-5]\d)?)$/;
function isTime(value: unknown): boolean {
  const parts = typeof value === "string" ? TIME.exec(value) : null;
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
const fits: Record<KeyKind, (value: unknown) => boolean> = {
  number: (value) => typeof value === "number" && Number.isFinite(value),
  // The counts are integer columns: a larger number would fail the database's cast.
  count: (value) => Number.isInteger(value) && Math.abs(value as number) <= 2 ** 31 - 1,
  time: isTime,
  // A NUL no text column holds.
  id: (value) => typeof value === "string" && !value.includes("\u0000"),
};

function decodeCursor(text: string, sort: Sort): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString());
    if (
      Array.isArray(value) &&
      value.length === sort.kinds.length &&
      sort.kinds.every((kind, index) => fits[kind](value[index]))
    )
      return value;
  } catch {
    // falls through to the refusal
  }
  throw badRequest(messages.invalidRequest);
}

// The rows after the cursor, in the sort's way.
function after(sort: Sort, cursor: Cursor): SQL {
  const values = cursor.map((value, index) =>
    sort.kinds[index] === "time" ? sql`${value}::timestamptz` : sql`${value}`,
  );
  const columns = sql.join([...sort.columns], sql`, `);
  return sort.ascending
    ? sql`(${columns}) > (${sql.join(values, sql`, `)})`
    : sql`(${columns}) < (${sql.join(values, sql`, `)})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
  const sort = SORTS[query.sort];
  const cursor = query.after ? decodeCursor(query.after, sort) : null;
  // A class, rarity or set the game data lacks matches no build: answered here, not by walking an index.
  if (namesUnknownGameValue(query, ctx.gameData.get())) return { cards: [], next: null };
  const db = databaseOf(ctx).db;
  const where = filters(query);
  if (cursor) where.push(after(sort, cursor));
  const order = sort.columns.map((column) => (sort.ascending ? asc(column) : desc(column)));
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
      speedReachedAt: sql<string>`${hunters.speedReachedAt}::text`,
    })
    .from(picked)
    .innerJoin(hunters, eq(hunters.id, picked.id))
    .innerJoin(user, eq(user.id, hunters.userId))
    .orderBy(...order);
  const page = rows.slice(0, EXPLORE_PAGE_SIZE);
  const last = page.at(-1);
  const next = rows.length > EXPLORE_PAGE_SIZE && last ? encodeCursor(sort.cursorOf(last)) : null;
  return {
    cards: page.map(
      ({ createdAt: _, speedReachedAt: __, sets, ...card }): ExploreCard => ({
        ...readSpeed(card),
        sets: (sets ?? []).filter((entry) => entry.name !== ""),
      }),
    ),
    next,
  };
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
