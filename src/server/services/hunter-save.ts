import { and, type SQL, sql } from "drizzle-orm";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { newRuleBreaks, ruleBreaksOfBuild } from "#core/rules/game-bounds/breaks.ts";
import { changesCountedField } from "#core/rules/proof.ts";
import { canUseSlot, type Slots } from "#core/rules/slots.ts";
import { keepVipTabs, restoreLockedParagon } from "#core/rules/vip-tabs.ts";
import type { HunterInput, OwnHunter } from "#core/schemas/hunter.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { hunters } from "#server/db/schema.ts";
import { forbidden } from "#server/errors.ts";
import { liveNotification } from "#server/live/notify-in-write.ts";
import { exploreColumns } from "./explore-facts.ts";
import { refuseRuleBreaks } from "./game-rules.ts";
import { recordVersion } from "./hunter-history.ts";
import {
  assertBase,
  type HunterRow,
  type HuntersContext,
  hunterNotFound,
  ownedBy,
  ownHunter,
  storedBuild,
} from "./hunter-rows.ts";
import { type KeyedRequest, keyedWrite, writeTransaction } from "./idempotency.ts";
import { deleteOwnItems } from "./inventory.ts";
import { canonicalBuild, STORED_FORM } from "./stored-data.ts";
import { limitSourceColumns, limitSourcesOf, limitsFrom } from "./user-limits.ts";
import { verificationDroppedNotice } from "./verification.ts";
import { nextVersion } from "./versions.ts";

// A hunter's save (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own;
// docs/architecture.md#a-hunter-save-end-to-end walks through it): a single save in three round trips without
// a transaction, 'Save & Delete Items' and the roster plan's "Apply all" under the row's lock, all planned by
// one function.

type SaveContext = { isVip: boolean; slots: Slots; now: Date; gameData: GameData };
type SaveOptions = { restoredRevision?: number; baseUpdatedAt?: string; notifications?: readonly SQL[] };

/**
 * What saving `input` over `current` writes and answers: refuses a read-only hunter (403), a changed
 * base (409) and a new value outside the game's rules (422), keeps a free player's VIP tabs and normalizes.
 * Reads nothing: the row is the caller's.
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
  // A value outside the game's rules is refused unless the stored build already had it, so an owner can keep
  // changing the rest of a build saved before the rule (docs/product.md#the-games-rules-on-every-value).
  refuseRuleBreaks(
    newRuleBreaks(ruleBreaksOfBuild(normalized, gameData), ruleBreaksOfBuild(stored, gameData)),
  );
  const data = canonicalBuild(normalized, normalized.hunterName, normalized.isPublic);
  // A verified build whose counted fields change loses its badge in this very save
  // (docs/product.md#proof-and-verification).
  const dropsVerification = current.verifiedAt !== null && changesCountedField(stored, data);
  const saved = {
    hunterName: data.hunterName,
    isPublic: data.isPublic,
    data,
    dataForm: STORED_FORM,
    ...exploreColumns(data, gameData, now, current),
    updatedAt: nextVersion(now, current.updatedAt),
    ...(dropsVerification ? { verifiedAt: null } : {}),
  };
  return { stored, data, saved, dropsVerification, answer: ownHunter({ ...current, ...saved }, slots) };
}

/**
 * Writes a planned save: the row and its version in one statement. `onlyIfRead`, the row
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
    {
      hunterId,
      userId,
      previous: plan.stored,
      next: plan.data,
      at: now,
      restoredRevision,
      verificationRemoved: plan.dropsVerification,
    },
    {
      alongside: update,
      notifications,
      alsoInsert: plan.dropsVerification
        ? [verificationDroppedNotice(userId, hunterId, plan.data.hunterName)]
        : [],
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
// changes); prepared once per database, as the save's hottest statement.
const selectForSave = (db: Db | Tx) =>
  db
    .select({ row: hunters, read: sql<string>`${hunters}.xmin::text`, ...limitSourceColumns(hunters.userId) })
    .from(hunters);
const saveRead = preparedPer((db: Db) =>
  selectForSave(db)
    .where(ownedBy(sql.placeholder("userId"), sql.placeholder("hunterId")))
    .prepare("hunter_for_save"),
);

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
  // (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own). A save that
  // lost that race to another write of the row does it again under the row's lock, so it is checked against
  // its base and normalized over what it overwrites as any save is. The limits are read with the row: a
  // purchase committed later counts from the next save on (docs/decisions.md, 2026-11-25).
  const save = async (tx: Db | Tx, keyed: KeyedRequest | null, locked: boolean) => {
    const [found] = await (locked
      ? selectForSave(tx).where(ownedBy(userId, hunterId)).for("update", { of: hunters })
      : saveRead(db).execute({ userId, hunterId }));
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
    // The lock and the limits in one statement. The limits are read as the statement starts,
    // before any wait for the lock: a purchase committed meanwhile counts from the next save on
    // (docs/decisions.md, 2026-11-25).
    const [found] = await selectForSave(tx).where(ownedBy(userId, hunterId)).for("update", { of: hunters });
    if (!found) throw hunterNotFound();
    const { isVip, slots } = limitsFrom(limitSourcesOf(found), now);
    // The live NOTIFYs ride the save's own statement; the items' delete follows in this transaction.
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
