import { and, eq } from "drizzle-orm";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { ruleBreaksOfBuild } from "#core/rules/game-bounds/breaks.ts";
import { canUseSlot } from "#core/rules/slots.ts";
import { keepVipTabs } from "#core/rules/vip-tabs.ts";
import { type HunterInput, newHunter, type OwnHunter } from "#core/schemas/hunter.ts";
import type { Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters } from "#server/db/schema.ts";
import { conflict, refused } from "#server/errors.ts";
import { exploreColumns, ownerChoices } from "./explore-facts.ts";
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
import { writeTransaction } from "./idempotency.ts";
import { deleteOwnItems } from "./inventory.ts";
import { lockUserWithLimits } from "./own-data.ts";
import { canonicalBuild, STORED_FORM } from "./stored-data.ts";
import { uniqueViolation } from "./unique-violation.ts";
import { loadUserLimits } from "./user-limits.ts";
import { nextVersion } from "./versions.ts";

// A hunter's life in its slot besides its saves (hunter-save.ts): created (by hand or imported), shared or
// hidden, deleted.

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
  // A new hunter's history starts with the build it was created with
  // (docs/decisions.md#2026-11-23-version-history-of-a-hunter).
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
      refuseRuleBreaks(ruleBreaksOfBuild(data, gameData));
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

// Allowed also for read-only hunters: they stay visible and shareable (docs/product.md#paying-and-vip). The
// public profile reads is_public directly, so its list changes in this same statement.
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
