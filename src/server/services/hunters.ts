import { and, asc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { canUseSlot, type Slots } from "#core/rules/slots.ts";
import { keepVipTabs, restoreLockedParagon } from "#core/rules/vip-tabs.ts";
import {
  type HunterInput,
  type HunterRecord,
  newHunter,
  type OwnHunter,
  type PublicHunter,
} from "#core/schemas/hunter.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, user } from "#server/db/schema.ts";
import { AppError, conflict, forbidden, notFound, refused } from "#server/errors.ts";
import { liveNotification } from "#server/live/notify-in-write.ts";
import { exploreColumns, ownerChoices } from "./explore-facts.ts";
import { recordVersion } from "./hunter-history.ts";
import { type KeyedRequest, keyedWrite, writeTransaction } from "./idempotency.ts";
import { deleteOwnItems } from "./inventory.ts";
import { lockUserWithLimits } from "./own-data.ts";
import { canonicalBuild, isoText, STORED_FORM, withFields } from "./stored-data.ts";
import { uniqueViolation } from "./unique-violation.ts";
import {
  type KnownAccount,
  limitSourceColumns,
  limitSourcesOf,
  limitsForRead,
  limitsFrom,
  loadUserLimits,
} from "./user-limits.ts";
import { isBasedOn, nextVersion } from "./versions.ts";

type HunterRow = typeof hunters.$inferSelect;

/**
 * What the hunter services need; `notify`, when present, is told after each commit (live updates), and
 * `announce` after a commit whose statement carried the NOTIFY itself (live/notify-in-write.ts).
 */
export type HuntersContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: "hunters" | "inventory") => void | Promise<void>;
  announce?: (userId: string, topic: "hunters" | "inventory") => void;
};

// `data` holds the whole normalized build; the name and visibility columns are the truth for those two.
// A row in the stored form was checked when written and is used as read (services/stored-data.ts).
const storedBuild = (row: HunterRow): HunterInput =>
  row.dataForm === STORED_FORM
    ? (row.data as HunterInput)
    : canonicalBuild(row.data, row.hunterName, row.isPublic);

export function toHunterRecord(row: HunterRow): HunterRecord {
  return {
    ...storedBuild(row),
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

const ownedBy = (userId: string | Placeholder, hunterId: string | Placeholder) =>
  and(eq(hunters.id, hunterId), eq(hunters.userId, userId));

// An edit made from an older copy (offline, or on another device) never overwrites a newer one silently:
// the caller gets the stored version to choose from (issue 14).
function assertBase(row: HunterRow, slots: Slots, baseUpdatedAt: string | undefined) {
  if (!isBasedOn(row.updatedAt, baseUpdatedAt))
    throw new AppError(409, "hunter-conflict", messages.hunterConflict, { current: ownHunter(row, slots) });
}

// The roster as text (issue 31): each build's stored json with the row's fields added, in the order
// ownHunter gives them, so the answer is the one a parse and a stringify would give, without either.
const rosterReads = new WeakMap<object, ReturnType<typeof prepareRosterRead>>();
function prepareRosterRead(db: Db) {
  return db
    .select({
      id: hunters.id,
      slotIndex: hunters.slotIndex,
      hunterName: hunters.hunterName,
      isPublic: hunters.isPublic,
      data: sql<string>`${hunters.data}::text`,
      dataForm: hunters.dataForm,
      createdAt: isoText(hunters.createdAt),
      updatedAt: isoText(hunters.updatedAt),
    })
    .from(hunters)
    .where(eq(hunters.userId, sql.placeholder("userId")))
    .orderBy(asc(hunters.slotIndex))
    .prepare("own_hunters");
}

// The same roster joined by PostgreSQL into one text when every build is in the current form (as all are
// once the catch-up has run): one row to read instead of one per build, each of which the driver and
// drizzle would map. `usable` lists the slots canUseSlot allows, as text ("0,1,2"): the rule stays here.
const rosterTexts = new WeakMap<object, ReturnType<typeof prepareRosterText>>();
function prepareRosterText(db: Db) {
  const h = hunters;
  const usable = sql`string_to_array(${sql.placeholder("usable")}, ',')::int[]`;
  return db
    .select({
      builds: sql<string | null>`string_agg(left(${h.data}::text, -1) || ',"id":' || to_json(${h.id})::text
        || ',"userId":' || to_json(${h.userId})::text || ',"slotIndex":' || ${h.slotIndex}
        || ',"createdAt":"' || ${isoText(h.createdAt)} || '","updatedAt":"' || ${isoText(h.updatedAt)}
        || '","readOnly":' || case when ${h.slotIndex} = any(${usable}) then 'false' else 'true' end || '}',
        ',' order by ${h.slotIndex})`,
      older: sql<number>`count(*) filter (where ${h.dataForm} <> ${sql.raw(String(STORED_FORM))})`.mapWith(
        Number,
      ),
    })
    .from(h)
    .where(eq(h.userId, sql.placeholder("userId")))
    .prepare("own_hunters_text");
}

/** The user's hunters (OwnHunter[]) as JSON text. */
export async function listHuntersJson(
  ctx: HuntersContext,
  userId: string,
  known: KnownAccount = null,
): Promise<string> {
  const db = databaseOf(ctx).db;
  const { slots } = await limitsForRead(db, userId, ctx.now(), known);
  let joined = rosterTexts.get(db);
  if (!joined) {
    joined = prepareRosterText(db);
    rosterTexts.set(db, joined);
  }
  const usable: number[] = [];
  for (let slot = 0; slot < slots.totalSlots; slot++) if (canUseSlot(slot, slots)) usable.push(slot);
  const [all] = await joined.execute({ userId, usable: usable.join(",") });
  if (all && all.older === 0) return `[${all.builds ?? ""}]`;
  let read = rosterReads.get(db);
  if (!read) {
    read = prepareRosterRead(db);
    rosterReads.set(db, read);
  }
  const rows = await read.execute({ userId });
  const owner = JSON.stringify(userId);
  const builds = rows.map((row) =>
    withFields(
      row.data,
      row.dataForm,
      (data) => canonicalBuild(data, row.hunterName, row.isPublic),
      `"id":${JSON.stringify(row.id)},"userId":${owner},"slotIndex":${row.slotIndex},` +
        `"createdAt":"${row.createdAt}","updatedAt":"${row.updatedAt}",` +
        `"readOnly":${!canUseSlot(row.slotIndex, slots)}`,
    ),
  );
  return `[${builds.join(",")}]`;
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
  const build = canonicalBuild(data, data.hunterName, data.isPublic);
  const [row] = await tx
    .insert(hunters)
    .values({
      userId,
      slotIndex,
      isPublic: build.isPublic,
      hunterName: build.hunterName,
      data: build,
      dataForm: STORED_FORM,
      ...exploreColumns(data, gameData, now),
      ...(await ownerChoices(tx, userId)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const created = row as HunterRow;
  // A new hunter's history starts with the build it was created with (issue 13 §2).
  await recordVersion(tx, { hunterId: created.id, userId, previous: null, next: build, at: now });
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
      const { isVip, slots } = await lockUserWithLimits(tx, userId, now);
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

type SaveContext = { isVip: boolean; slots: Slots; now: Date; gameData: GameData };
type SaveOptions = { restoredRevision?: number; baseUpdatedAt?: string; notifications?: readonly SQL[] };

/**
 * What saving `input` over `current` writes and answers: refuses a read-only hunter (403) and a changed
 * base (409), keeps a free player's VIP tabs and normalizes. Reads nothing: the row is the caller's.
 */
function planSave(
  current: HunterRow,
  input: HunterInput,
  { isVip, slots, now, gameData }: SaveContext,
  { restoredRevision, baseUpdatedAt }: SaveOptions,
) {
  if (!canUseSlot(current.slotIndex, slots)) throw forbidden(messages.hunterReadOnly, "hunter-read-only");
  assertBase(current, slots, baseUpdatedAt);
  const stored = storedBuild(current);
  // A restored version keeps today's visibility: an old sharing choice is not part of the build.
  const wanted = restoredRevision === undefined ? input : { ...input, isPublic: current.isPublic };
  const normalized = restoreLockedParagon(
    normalizeHunterInput(keepVipTabs(wanted, isVip, stored), gameData),
    isVip,
    stored,
  );
  const data = canonicalBuild(normalized, normalized.hunterName, normalized.isPublic);
  const saved = {
    hunterName: data.hunterName,
    isPublic: data.isPublic,
    data,
    dataForm: STORED_FORM,
    ...exploreColumns(data, gameData, now, current),
    updatedAt: nextVersion(now, current.updatedAt),
  };
  return { stored, data, saved, answer: ownHunter({ ...current, ...saved }, slots) };
}

/**
 * Writes a planned save: the row and its version in one statement (issue 31). `onlyIfRead`, the row
 * version's token the caller read, makes it conditional: it writes nothing, and answers false, when another
 * write changed the row since.
 */
async function writeSave(
  db: Db | Tx,
  current: HunterRow,
  plan: ReturnType<typeof planSave>,
  now: Date,
  { restoredRevision, notifications }: SaveOptions,
  { onlyIfRead, keyed }: { onlyIfRead?: string; keyed?: KeyedRequest } = {},
): Promise<boolean> {
  const { id: hunterId, userId } = current;
  const row = ownedBy(userId, hunterId);
  const update = db
    .update(hunters)
    .set(plan.saved)
    .where(onlyIfRead === undefined ? row : and(row, sql`${hunters}.xmin::text = ${onlyIfRead}`))
    .returning({ id: hunters.id })
    .getSQL();
  const revision = await recordVersion(
    db,
    { hunterId, userId, previous: plan.stored, next: plan.data, at: now, restoredRevision },
    {
      alongside: update,
      notifications,
      keyed: keyed && { request: keyed, answer: JSON.stringify(plan.answer) },
    },
  );
  return revision !== null;
}

/**
 * Saves a new build over `current`, a row of the user's the caller holds locked, checked against the
 * version it was made from (planSave), and records the version. The roster plan's "Apply all"
 * (services/roster-plan.ts) saves through it and a single save through planSave and writeSave, so they
 * cannot differ.
 */
export async function saveLockedHunter(
  tx: Tx,
  current: HunterRow,
  input: HunterInput,
  context: SaveContext,
  options: SaveOptions = {},
): Promise<OwnHunter> {
  const plan = planSave(current, input, context, options);
  await writeSave(tx, current, plan, context.now, options);
  return plan.answer;
}

// The row a save starts from, with its limits and its row version (`xmin`, which every write of the row
// changes); prepared once per database, as the save's hottest statement (issue 31).
const selectForSave = (db: Db | Tx) =>
  db
    .select({ row: hunters, read: sql<string>`${hunters}.xmin::text`, ...limitSourceColumns(hunters.userId) })
    .from(hunters);
const savesRead = new WeakMap<object, ReturnType<typeof prepareSaveRead>>();
const prepareSaveRead = (db: Db) =>
  selectForSave(db)
    .where(ownedBy(sql.placeholder("userId"), sql.placeholder("hunterId")))
    .prepare("hunter_for_save");
function readForSave(db: Db, userId: string, hunterId: string) {
  let read = savesRead.get(db);
  if (!read) {
    read = prepareSaveRead(db);
    savesRead.set(db, read);
  }
  return read.execute({ userId, hunterId });
}

export async function updateHunter(
  ctx: HuntersContext,
  userId: string,
  hunterId: string,
  input: HunterInput,
  consumeItemIds: readonly string[] = [],
  // restoredRevision: the version a restore brings back; baseUpdatedAt: the save an edit started from.
  options: { restoredRevision?: number; baseUpdatedAt?: string } = {},
): Promise<OwnHunter> {
  if (consumeItemIds.length > 0)
    return saveAndDeleteItems(ctx, userId, hunterId, input, consumeItemIds, options);
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const db = databaseOf(ctx).db;
  const withNotice = { ...options, notifications: [liveNotification(userId, "hunters")] };
  // The row and its limits are read, the save planned from them, and the write (one statement, with the
  // version, the key and the NOTIFY) applies only to the row as read: three round trips and no transaction
  // (issue 31). A save that lost that race to another write of the row does it again under the row's lock,
  // so it is checked against its base and normalized over what it overwrites as any save is. The limits are
  // read with the row: a purchase committed later counts from the next save on (docs/decisions.md, 2026-11-25).
  const save = async (tx: Db | Tx, keyed: KeyedRequest | null, locked: boolean) => {
    const [found] = await (locked
      ? selectForSave(tx).where(ownedBy(userId, hunterId)).for("update", { of: hunters })
      : readForSave(db, userId, hunterId));
    if (!found) throw hunterNotFound();
    const { isVip, slots } = limitsFrom(limitSourcesOf(found), now);
    const plan = planSave(found.row, input, { isVip, slots, now, gameData }, options);
    const written = await writeSave(tx, found.row, plan, now, withNotice, {
      onlyIfRead: locked ? undefined : found.read,
      keyed: keyed ?? undefined,
    });
    return written ? plan.answer : null;
  };
  const updated = await keyedWrite(
    async (keyed) =>
      (await save(db, keyed, false)) ??
      (await db.transaction(async (tx) => (await save(tx, keyed, true)) as OwnHunter)),
  );
  ctx.announce?.(userId, "hunters");
  return updated;
}

// 'Save & Delete Items': the save and the items' delete in one transaction, under the row's lock.
async function saveAndDeleteItems(
  ctx: HuntersContext,
  userId: string,
  hunterId: string,
  input: HunterInput,
  consumeItemIds: readonly string[],
  options: { restoredRevision?: number; baseUpdatedAt?: string },
): Promise<OwnHunter> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const updated = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    // The lock and the limits in one statement (issue 31). The limits are read as the statement starts,
    // before any wait for the lock: a purchase committed meanwhile counts from the next save on
    // (docs/decisions.md, 2026-11-25).
    const [found] = await selectForSave(tx).where(ownedBy(userId, hunterId)).for("update", { of: hunters });
    if (!found) throw hunterNotFound();
    const { isVip, slots } = limitsFrom(limitSourcesOf(found), now);
    // The live NOTIFYs ride the save's own statement (issue 31); the items' delete follows in this transaction.
    const notifications = [liveNotification(userId, "hunters"), liveNotification(userId, "inventory")];
    const saved = await saveLockedHunter(
      tx,
      found.row,
      input,
      { isVip, slots, now, gameData },
      {
        ...options,
        notifications,
      },
    );
    await deleteOwnItems(tx, userId, consumeItemIds);
    return saved;
  });
  ctx.announce?.(userId, "hunters");
  ctx.announce?.(userId, "inventory");
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
      // The stored build carries its visibility too, so a list can pass it through as stored.
      .set({
        isPublic,
        data: { ...storedBuild(current), isPublic },
        dataForm: STORED_FORM,
        updatedAt: nextVersion(now, current.updatedAt),
      })
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
