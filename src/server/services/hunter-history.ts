import { randomUUID } from "node:crypto";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { describeChange } from "#core/rules/change-summary.ts";
import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";
import {
  type HunterVersion,
  type HunterVersionSummary,
  VERSIONS_KEPT,
} from "#core/schemas/hunter-history.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, hunterVersions } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { type KeyedRequest, keyInsertFrom } from "./idempotency.ts";

type HistoryContext = Pick<ServerContext, "database">;

type VersionToRecord = {
  hunterId: string;
  userId: string;
  /** The build before this save; null when the save creates the hunter. */
  previous: HunterInput | null;
  /** The build as stored by this save. */
  next: HunterInput;
  at: Date;
  /** Set when the save brings back an older version. */
  restoredRevision?: number;
  /** Set when the save took a verified build's badge (docs/product.md#proof-and-verification). */
  verificationRemoved?: boolean;
};

/**
 * Keeps one version of a save, inside the save's transaction, and prunes the hunter's history to the
 * newest VERSIONS_KEPT. The caller holds the hunter's row (locked or just inserted), so concurrent saves
 * of one hunter take consecutive revisions in commit order. In the same statement run `alongside`, the save's
 * update of the row (with `returning`), `notifications` (live NOTIFYs, live/notify-in-write.ts) and, under an
 * Idempotency-Key, the key with its answer. With `alongside` the version is written only if that update
 * changed a row: a save made conditional on the row it read writes nothing when it lost a race, and that
 * statement needs no transaction
 * (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own). Returns the new
 * revision, or null when nothing was written. `alsoInsert` are inserts that select `from added`, so they
 * are written with the version or not at all (the owner's notice of a badge the save took).
 */
export async function recordVersion(
  db: Db | Tx,
  version: VersionToRecord,
  {
    alongside,
    notifications = [],
    keyed,
    alsoInsert = [],
  }: {
    alongside?: SQL;
    notifications?: readonly SQL[];
    keyed?: { request: KeyedRequest; answer: string };
    alsoInsert?: readonly SQL[];
  } = {},
): Promise<number | null> {
  const { hunterId, userId, previous, next, at, restoredRevision, verificationRemoved } = version;
  const described = describeChange(previous, next, restoredRevision);
  const change = verificationRemoved ? { ...described, verificationRemoved: true as const } : described;
  // Next revision, insert and prune in one statement (one round trip instead of three). The
  // prune does not see the row inserted beside it, and needs not: that one is the newest.
  const v = hunterVersions;
  const written = alongside ? sql`, alongside` : sql``;
  const result = await db.execute(sql`
    with ${alongside ? sql`alongside as (${alongside}), ` : sql``}next as (
      select coalesce(max(${v.revision}), 0)::int + 1 as revision from ${v} where ${v.hunterId} = ${hunterId}
    ), added as (
      insert into ${v} (id, hunter_id, user_id, revision, saved_at, change, data)
      select ${randomUUID()}, ${hunterId}, ${userId}, next.revision, ${at.toISOString()}::timestamptz,
        ${JSON.stringify(change)}::jsonb, ${JSON.stringify(next)}::jsonb from next${written}
      returning revision
    ), pruned as (
      delete from ${v} where ${v.hunterId} = ${hunterId} and ${v.revision} <= (select revision from added) - ${VERSIONS_KEPT}
    )${keyed ? sql`, ${keyInsertFrom(keyed.request, keyed.answer, "added")}` : sql``}${sql.join(
      alsoInsert.map((insert, i) => sql`, ${sql.raw(`also_${i}`)} as (${insert})`),
      sql``,
    )}
    select revision${sql.join(
      notifications.map((notification) => sql`, ${notification}`),
      sql``,
    )} from added`);
  const [added] = (result as unknown as { rows: { revision: number }[] }).rows;
  return added ? Number(added.revision) : null;
}

// Ownership is the hunter row's: versions of someone else's hunter, public or not, are simply not found.
const ownVersions = (userId: string, hunterId: string) =>
  and(eq(hunterVersions.hunterId, hunterId), eq(hunters.userId, userId));

export async function listVersions(
  ctx: HistoryContext,
  userId: string,
  hunterId: string,
): Promise<HunterVersionSummary[]> {
  const db = databaseOf(ctx).db;
  const rows = await db
    .select({
      revision: hunterVersions.revision,
      savedAt: hunterVersions.savedAt,
      summary: hunterVersions.summary,
      change: hunterVersions.change,
    })
    .from(hunterVersions)
    .innerJoin(hunters, eq(hunters.id, hunterVersions.hunterId))
    .where(ownVersions(userId, hunterId))
    .orderBy(desc(hunterVersions.revision));
  if (rows.length === 0) {
    const [owned] = await db
      .select({ id: hunters.id })
      .from(hunters)
      .where(and(eq(hunters.id, hunterId), eq(hunters.userId, userId)));
    if (!owned) throw notFound(messages.hunterNotFound);
  }
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

export async function readVersion(
  ctx: HistoryContext,
  userId: string,
  hunterId: string,
  revision: number,
): Promise<HunterVersion> {
  const [row] = await databaseOf(ctx)
    .db.select({ version: hunterVersions })
    .from(hunterVersions)
    .innerJoin(hunters, eq(hunters.id, hunterVersions.hunterId))
    .where(and(ownVersions(userId, hunterId), eq(hunterVersions.revision, revision)));
  if (!row) throw notFound(messages.versionNotFound);
  const { version } = row;
  return {
    hunterId,
    revision,
    savedAt: version.savedAt.toISOString(),
    summary: version.summary,
    change: version.change,
    build: hunterInputSchema.parse(version.data),
  };
}
