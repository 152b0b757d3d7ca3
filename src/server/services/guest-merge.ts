import { and, count, eq } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { planGuestMerge } from "#core/rules/guest-merge.ts";
import { inventoryCapacity, presetLimit } from "#core/rules/slots.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { feedback, hunters, hunterVersions, inventoryItems, inventoryPresets, user } from "../db/schema.ts";
import { refused } from "../errors.ts";
import { lockUserRow } from "./own-data.ts";
import { loadUserLimits } from "./user-limits.ts";

async function countOf(tx: Tx, table: typeof inventoryItems | typeof inventoryPresets, userId: string) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

const slotIndexes = async (tx: Tx, userId: string) =>
  (await tx.select({ slot: hunters.slotIndex }).from(hunters).where(eq(hunters.userId, userId))).map(
    (r) => r.slot,
  );

/**
 * Moves everything a guest owns into `accountId` within the account's limits, in one transaction, then
 * removes the emptied guest. Refuses with what does not fit and changes nothing (all or nothing).
 */
export async function mergeGuestInto(ctx: ServerContext, guestId: string, accountId: string): Promise<void> {
  const now = ctx.now();
  await databaseOf(ctx).db.transaction(async (tx) => {
    // Both rows, in one order, so two merges (or a merge and a save) wait for each other.
    for (const id of [guestId, accountId].sort()) await lockUserRow(tx, id);
    const [guest] = await tx.select({ isAnonymous: user.isAnonymous }).from(user).where(eq(user.id, guestId));
    if (!guest?.isAnonymous) throw refused(messages.guestSignedIn, "not-a-guest");
    const { isVip, slots } = await loadUserLimits(tx, accountId, now);
    const plan = planGuestMerge({
      guestSlotIndexes: await slotIndexes(tx, guestId),
      accountSlotIndexes: await slotIndexes(tx, accountId),
      accountTotalSlots: slots.totalSlots,
      guestItems: await countOf(tx, inventoryItems, guestId),
      accountItems: await countOf(tx, inventoryItems, accountId),
      inventoryCapacity: inventoryCapacity(isVip),
      guestPresets: await countOf(tx, inventoryPresets, guestId),
      accountPresets: await countOf(tx, inventoryPresets, accountId),
      presetLimit: presetLimit(isVip),
    });
    if (!plan.fits) throw refused(messages.guestDoesNotFit(plan.shortages), "guest-does-not-fit");
    for (const { from, to } of plan.slotMoves) {
      await tx
        .update(hunters)
        .set({ userId: accountId, slotIndex: to, updatedAt: now })
        .where(and(eq(hunters.userId, guestId), eq(hunters.slotIndex, from)));
    }
    await tx.update(inventoryItems).set({ userId: accountId }).where(eq(inventoryItems.userId, guestId));
    await tx.update(inventoryPresets).set({ userId: accountId }).where(eq(inventoryPresets.userId, guestId));
    await tx.update(feedback).set({ userId: accountId }).where(eq(feedback.userId, guestId));
    // The history follows its hunters; left on the guest, deleting the guest would delete it.
    await tx.update(hunterVersions).set({ userId: accountId }).where(eq(hunterVersions.userId, guestId));
    await tx.delete(user).where(and(eq(user.id, guestId), eq(user.isAnonymous, true)));
  });
  // The guest's shared links are gone: every instance drops them from its cache; its sessions went with it.
  await ctx.notify(guestId, "hunters");
  await ctx.live.sessionsEnded(guestId);
  for (const topic of ["hunters", "inventory", "presets", "me"] as const) await ctx.notify(accountId, topic);
}
