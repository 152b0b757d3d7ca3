import { and, asc, eq, sql } from "drizzle-orm";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { canUseSlot, type Slots } from "#core/rules/slots.ts";
import { keepVipTabs, restoreLockedParagon } from "#core/rules/vip-tabs.ts";
import {
  type HunterInput,
  type HunterRecord,
  hunterInputSchema,
  newHunter,
  type OwnHunter,
  type PublicHunter,
} from "#core/schemas/hunter.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, user } from "#server/db/schema.ts";
import { AppError, conflict, forbidden, notFound, refused } from "#server/errors.ts";
import { exploreColumns, ownerChoices } from "./explore-facts.ts";
import { recordVersion } from "./hunter-history.ts";
import { writeTransaction } from "./idempotency.ts";
import { deleteOwnItems } from "./inventory.ts";
import { lockUserRow, ownRows } from "./own-data.ts";
import { uniqueViolation } from "./unique-violation.ts";
import { type KnownAccount, limitsForRead, loadUserLimits } from "./user-limits.ts";
import { isBasedOn, nextVersion } from "./versions.ts";

type HunterRow = typeof hunters.$inferSelect;

/** What the hunter services need; `notify`, when present, is told after each commit (live updates). */
export type HuntersContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: "hunters" | "inventory") => void | Promise<void>;
};

// `data` holds the whole normalized build; the name and visibility columns are the truth for those two,
// because visibility changes without rewriting the build.
export function toHunterRecord(row: HunterRow): HunterRecord {
  return {
    ...hunterInputSchema.parse(row.data),
    hunterName: row.hunterName,
    isPublic: row.isPublic,
    id: row.id,
    userId: row.userId,
    slotIndex: row.slotIndex,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// A hunter may be written only in a slot the user has now; one in a lapsed VIP slot stays readable.
const ownHunter = (row: HunterRow, slots: Slots): OwnHunter => ({
  ...toHunterRecord(row),
  readOnly: !canUseSlot(row.slotIndex, slots),
});

const hunterNotFound = () => notFound(messages.hunterNotFound);

const ownedBy = (userId: string, hunterId: string) =>
  and(eq(hunters.id, hunterId), eq(hunters.userId, userId));

// An edit made from an older copy (offline, or on another device) never overwrites a newer one silently:
// the caller gets the stored version to choose from (issue 14).
function assertBase(row: HunterRow, slots: Slots, baseUpdatedAt: string | undefined) {
  if (!isBasedOn(row.updatedAt, baseUpdatedAt))
    throw new AppError(409, "hunter-conflict", messages.hunterConflict, { current: ownHunter(row, slots) });
}

export async function listHunters(
  ctx: HuntersContext,
  userId: string,
  known: KnownAccount = null,
): Promise<OwnHunter[]> {
  const db = databaseOf(ctx).db;
  const { slots } = await limitsForRead(db, userId, ctx.now(), known);
  const rows = await ownRows(db, hunters, userId, asc(hunters.slotIndex));
  return rows.map((row) => ownHunter(row, slots));
}

/**
 * Writes a normalized build into a slot the caller has checked is usable and free, under its lock,
 * with its first version. Used by a manual create and by an import.
 */
export async function insertHunter(
  tx: Tx,
  userId: string,
  slotIndex: number,
  data: HunterInput,
  now: Date,
  gameData: GameData,
): Promise<HunterRow> {
  const [row] = await tx
    .insert(hunters)
    .values({
      userId,
      slotIndex,
      isPublic: data.isPublic,
      hunterName: data.hunterName,
      data,
      ...exploreColumns(data, gameData, now),
      ...(await ownerChoices(tx, userId)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const created = row as HunterRow;
  // A new hunter's history starts with the build it was created with (issue 13 §2).
  await recordVersion(tx, { hunterId: created.id, userId, previous: null, next: data, at: now });
  return created;
}

export async function createHunter(
  ctx: HuntersContext,
  userId: string,
  slotIndex: number,
  input: HunterInput,
  consumeItemIds: readonly string[] = [],
): Promise<OwnHunter> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const occupied = () => conflict(messages.slotOccupied, "slot-occupied");
  try {
    const created = await writeTransaction(databaseOf(ctx).db, async (tx) => {
      await lockUserRow(tx, userId);
      const { isVip, slots } = await loadUserLimits(tx, userId, now);
      if (!canUseSlot(slotIndex, slots)) throw refused(messages.slotUnavailable, "slot-unavailable");
      const [taken] = await tx
        .select({ id: hunters.id })
        .from(hunters)
        .where(and(eq(hunters.userId, userId), eq(hunters.slotIndex, slotIndex)));
      if (taken) throw occupied();
      const data = normalizeHunterInput(keepVipTabs(input, isVip, newHunter()), gameData);
      const row = await insertHunter(tx, userId, slotIndex, data, now, gameData);
      await deleteOwnItems(tx, userId, consumeItemIds);
      return ownHunter(row, slots);
    });
    await ctx.notify?.(userId, "hunters");
    if (consumeItemIds.length > 0) await ctx.notify?.(userId, "inventory");
    return created;
  } catch (error) {
    // The lock makes this rare, but the unique index is the last word on one hunter per slot.
    if (uniqueViolation(error) !== null) throw occupied();
    throw error;
  }
}

export async function updateHunter(
  ctx: HuntersContext,
  userId: string,
  hunterId: string,
  input: HunterInput,
  consumeItemIds: readonly string[] = [],
  // restoredRevision: the version a restore brings back; baseUpdatedAt: the save an edit started from.
  { restoredRevision, baseUpdatedAt }: { restoredRevision?: number; baseUpdatedAt?: string } = {},
): Promise<OwnHunter> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const updated = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const [current] = await tx.select().from(hunters).where(ownedBy(userId, hunterId)).for("update");
    if (!current) throw hunterNotFound();
    const { isVip, slots } = await loadUserLimits(tx, userId, now);
    if (!canUseSlot(current.slotIndex, slots)) throw forbidden(messages.hunterReadOnly, "hunter-read-only");
    assertBase(current, slots, baseUpdatedAt);
    const stored = { ...hunterInputSchema.parse(current.data), isPublic: current.isPublic };
    // A restored version keeps today's visibility: an old sharing choice is not part of the build.
    const wanted = restoredRevision === undefined ? input : { ...input, isPublic: current.isPublic };
    const data = restoreLockedParagon(
      normalizeHunterInput(keepVipTabs(wanted, isVip, stored), gameData),
      isVip,
      stored,
    );
    const [row] = await tx
      .update(hunters)
      .set({
        hunterName: data.hunterName,
        isPublic: data.isPublic,
        data,
        ...exploreColumns(data, gameData, now, current),
        updatedAt: nextVersion(now, current.updatedAt),
      })
      .where(ownedBy(userId, hunterId))
      .returning();
    await recordVersion(tx, { hunterId, userId, previous: stored, next: data, at: now, restoredRevision });
    await deleteOwnItems(tx, userId, consumeItemIds);
    return ownHunter(row as HunterRow, slots);
  });
  await ctx.notify?.(userId, "hunters");
  if (consumeItemIds.length > 0) await ctx.notify?.(userId, "inventory");
  return updated;
}

// Allowed also for read-only hunters: they stay visible and shareable (docs/product.md#paying-and-vip). The public
// profile reads is_public directly, so its list changes in this same statement.
export async function setHunterVisibility(
  ctx: HuntersContext,
  userId: string,
  hunterId: string,
  isPublic: boolean,
  baseUpdatedAt?: string,
): Promise<OwnHunter> {
  const now = ctx.now();
  const updated = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const [current] = await tx.select().from(hunters).where(ownedBy(userId, hunterId)).for("update");
    if (!current) throw hunterNotFound();
    const { slots } = await loadUserLimits(tx, userId, now);
    assertBase(current, slots, baseUpdatedAt);
    const [row] = await tx
      .update(hunters)
      .set({ isPublic, updatedAt: nextVersion(now, current.updatedAt) })
      .where(ownedBy(userId, hunterId))
      .returning();
    return ownHunter(row as HunterRow, slots);
  });
  await ctx.notify?.(userId, "hunters");
  return updated;
}

export async function deleteHunter(ctx: HuntersContext, userId: string, hunterId: string): Promise<void> {
  await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const deleted = await tx.delete(hunters).where(ownedBy(userId, hunterId)).returning({ id: hunters.id });
    if (deleted.length === 0) throw hunterNotFound();
  });
  await ctx.notify?.(userId, "hunters");
}

// The hottest read of the app (docs/product.md#performance-budgets): one prepared statement per database.
const publicReads = new WeakMap<object, ReturnType<typeof preparePublicRead>>();
function preparePublicRead(db: Db) {
  return db
    .select({ row: hunters, nickname: user.nickname })
    .from(hunters)
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(and(eq(hunters.id, sql.placeholder("hunterId")), eq(hunters.userId, sql.placeholder("ownerId"))))
    .prepare("public_hunter");
}

/** A shared build as stored, public or not: who may see it is `assertCanView`'s decision. */
export async function readSharedHunter(
  ctx: HuntersContext,
  ownerId: string,
  hunterId: string,
): Promise<PublicHunter> {
  const db = databaseOf(ctx).db;
  let read = publicReads.get(db);
  if (!read) {
    read = preparePublicRead(db);
    publicReads.set(db, read);
  }
  const [found] = await read.execute({ hunterId, ownerId });
  if (!found) throw hunterNotFound();
  return { hunter: toHunterRecord(found.row), owner: { id: ownerId, nickname: found.nickname } };
}

/** A public hunter for anyone, a private one for its owner only; others learn only that it is private. */
export function assertCanView(isPublic: boolean, ownerId: string, viewerId: string | null) {
  if (!isPublic && viewerId !== ownerId)
    throw new AppError(404, "hunter-private", messages.hunterPrivateBuild);
}
