import { and, count, desc, eq, inArray } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { inventoryCapacity } from "#core/rules/slots.ts";
import {
  type AddItemInput,
  type InventoryItem,
  type InventoryList,
  inventoryItemDataSchema,
} from "#core/schemas/inventory-item.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { AppError, notFound, refused } from "#server/errors.ts";
import { writeTransaction } from "./idempotency.ts";
import { lockUserRow, type OwnDataContext, ownRows } from "./own-data.ts";
import { vipState } from "./purchases.ts";
import { type KnownAccount, limitsForRead } from "./user-limits.ts";

type ItemRow = typeof inventoryItems.$inferSelect;

const toInventoryItem = (row: ItemRow): InventoryItem => ({
  ...inventoryItemDataSchema.parse(row.data),
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

export async function countItems(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.userId, userId));
  return row?.n ?? 0;
}

// The inventory lists the newest item first; the id breaks ties within one instant.
const newestFirst = [desc(inventoryItems.createdAt), desc(inventoryItems.id)];

export async function listItems(
  ctx: OwnDataContext,
  userId: string,
  known: KnownAccount = null,
): Promise<InventoryList> {
  const db = databaseOf(ctx).db;
  const { isVip } = await limitsForRead(db, userId, ctx.now(), known);
  const rows = await ownRows(db, inventoryItems, userId, ...newestFirst);
  return { items: rows.map(toInventoryItem), count: rows.length, capacity: inventoryCapacity(isVip) };
}

/**
 * Every add-item rule lives in normalizeAddItem (docs/product.md#add-item). The capacity is checked under the user
 * lock, so parallel adds at the limit never pass it; a lapsed VIP above 200 items is refused until
 * the count drops below the free capacity (docs/product.md#paying-and-vip).
 */
export async function addItem(
  ctx: OwnDataContext,
  userId: string,
  input: AddItemInput,
): Promise<InventoryItem> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const added = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    await lockUserRow(tx, userId);
    const { isVip } = await vipState(tx, userId, now);
    const normalized = normalizeAddItem(input, { isVip }, gameData);
    // The dialog shows nothing for this one (docs/product.md#add-item); the code lets it stay silent.
    if (!normalized.ok) throw new AppError(400, "missing-required", messages.invalidRequest);
    const capacity = inventoryCapacity(isVip);
    if ((await countItems(tx, userId)) >= capacity) {
      throw refused(messages.inventoryFull, "inventory-full", { capacity });
    }
    const [row] = await tx
      .insert(inventoryItems)
      .values({ userId, data: normalized.item, createdAt: now })
      .returning();
    return toInventoryItem(row as ItemRow);
  });
  await ctx.notify?.(userId, "inventory");
  return added;
}

/**
 * Deletes those of `ids` the user owns and returns how many went. One statement, so it is atomic;
 * pass the transaction of a hunter save ('Save & Delete Items') to make both one commit.
 */
export async function deleteOwnItems(db: Db | Tx, userId: string, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const deleted = await db
    .delete(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, unique)))
    .returning({ id: inventoryItems.id });
  return deleted.length;
}

export async function deleteItem(ctx: OwnDataContext, userId: string, itemId: string): Promise<void> {
  await writeTransaction(databaseOf(ctx).db, async (tx) => {
    if ((await deleteOwnItems(tx, userId, [itemId])) === 0) throw notFound();
  });
  await ctx.notify?.(userId, "inventory");
}

export async function deleteItems(
  ctx: OwnDataContext,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const deleted = await deleteOwnItems(databaseOf(ctx).db, userId, ids);
  if (deleted > 0) await ctx.notify?.(userId, "inventory");
  return deleted;
}
