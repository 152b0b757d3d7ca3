import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { ruleBreaksOfAddedItem } from "#core/rules/game-bounds/breaks.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { inventoryCapacity } from "#core/rules/slots.ts";
import type { AddItemInput, InventoryItem } from "#core/schemas/inventory-item.ts";
import { databaseError } from "#server/database-error.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { AppError, notFound, refused, unauthorized } from "#server/errors.ts";
import { liveNotification } from "#server/live/notify-in-write.ts";
import { refuseRuleBreaks } from "./game-rules.ts";
import { keyedWrite, keyInsertFrom, keyRow } from "./idempotency.ts";
import type { OwnDataContext } from "./own-data.ts";
import { readWithLimits, sessionRead } from "./session-lookup.ts";
import { canonicalItem, isoText, olderForm, STORED_FORM, withFields } from "./stored-data.ts";
import { type KnownAccount, limitsForRead, limitsFrom } from "./user-limits.ts";

export async function countItems(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.userId, userId));
  return row?.n ?? 0;
}

// The inventory lists the newest item first; the id breaks ties within one instant.
const newestFirst = [desc(inventoryItems.createdAt), desc(inventoryItems.id)];

const itemReads = preparedPer((db: Db) =>
  db
    .select({
      id: inventoryItems.id,
      data: sql<string>`${inventoryItems.data}::text`,
      dataForm: inventoryItems.dataForm,
      createdAt: isoText(inventoryItems.createdAt),
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, sql.placeholder("userId")))
    .orderBy(...newestFirst)
    .prepare("own_items"),
);

type ItemsRow = { counted: string; older: number };

// The list joined by PostgreSQL into one text, each item's json with its id and time added as withFields
// adds them, when every row is in the current form (as all are once the catch-up has run): one value to
// read instead of hundreds of rows, each of which the driver and drizzle would map. The count
// comes first, parted from the items by \x01 (which JSON text never holds raw), so that one pass over the
// rows gives both. It rides the session check's statement (services/session-lookup.ts).
export const inventoryRead = sessionRead<ItemsRow>("inventory", (owner) => {
  const t = inventoryItems;
  const mine = sql`from ${t} where ${t.userId} = ${owner}`;
  return {
    counted: sql<string>`(select count(*) || chr(1) || coalesce(string_agg(left(${t.data}::text, -1)
        || ',"id":' || to_json(${t.id})::text || ',"createdAt":"' || ${isoText(t.createdAt)} || '"}', ','
        order by ${t.createdAt} desc, ${t.id} desc), '') ${mine})`,
    older: sql<number>`(select count(*) ${mine} and ${olderForm(t.dataForm)})`.mapWith(Number),
  };
});

/**
 * The user's items (InventoryList) as JSON text: each item's stored json with its id and time added, as a
 * parse and a stringify would give them, without either
 * (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read).
 */
export async function listItemsJson(
  ctx: OwnDataContext,
  userId: string,
  known: KnownAccount = null,
): Promise<string> {
  const db = databaseOf(ctx).db;
  const { row: all, limits } = await readWithLimits(db, inventoryRead, userId, known);
  const { isVip } = limitsFrom(limits, ctx.now());
  const tail = `"capacity":${inventoryCapacity(isVip)}}`;
  if (!all.older) {
    const counted = all.counted ?? "0\x01";
    const cut = counted.indexOf("\x01");
    return `{"items":[${counted.slice(cut + 1)}],"count":${counted.slice(0, cut)},${tail}`;
  }
  const read = itemReads(db);
  const rows = await read.execute({ userId });
  const items = rows.map((row) =>
    withFields(
      row.data,
      row.dataForm,
      canonicalItem,
      `"id":${JSON.stringify(row.id)},"createdAt":"${row.createdAt}"`,
    ),
  );
  return `{"items":[${items.join(",")}],"count":${rows.length},${tail}`;
}

/**
 * Every add-item rule lives in normalizeAddItem (docs/product.md#add-item), and a value outside the game's
 * rules is refused (docs/product.md#the-games-rules-on-every-value). The capacity is checked under the
 * user lock, so parallel adds at the limit never pass it; a lapsed VIP above 200 items is refused until the
 * count drops below the free capacity (docs/product.md#paying-and-vip). One round trip
 * (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own): the limits are
 * the ones the request's session check read (`known`), and the lock, the count, the insert, the key and the
 * live NOTIFY are one call of `add_inventory_item` (drizzle/0018).
 */
export async function addItem(
  ctx: OwnDataContext,
  userId: string,
  input: AddItemInput,
  known: KnownAccount = null,
): Promise<InventoryItem> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const db = databaseOf(ctx).db;
  const { isVip } = await limitsForRead(db, userId, now, known);
  const normalized = normalizeAddItem(input, { isVip }, gameData);
  // The dialog shows nothing for this one (docs/product.md#add-item); the code lets it stay silent.
  if (!normalized.ok) throw new AppError(400, "missing-required", messages.invalidRequest);
  refuseRuleBreaks(ruleBreaksOfAddedItem(input, normalized.item, gameData));
  const capacity = inventoryCapacity(isVip);
  const data = canonicalItem(normalized.item);
  const item: InventoryItem = { ...data, id: randomUUID(), createdAt: now.toISOString() };
  await keyedWrite(async (key) => {
    const k = key && keyRow(key, JSON.stringify(item));
    try {
      await db.execute(sql`select add_inventory_item(${userId}, ${item.id}, ${JSON.stringify(data)}::json,
        ${STORED_FORM}, ${item.createdAt}::timestamptz, ${capacity}, ${k?.key ?? null}, ${k?.route ?? null},
        ${k?.requestHash ?? null}, ${k?.responseStatus ?? null}::int, ${k?.responseBody ?? null}),
        ${liveNotification(userId, "inventory")}`);
    } catch (error) {
      const code = databaseError(error)?.code;
      if (code === "HL409") throw refused(messages.inventoryFull, "inventory-full", { capacity });
      if (code === "HL401") throw unauthorized();
      throw error;
    }
  });
  ctx.announce?.(userId, "inventory");
  return item;
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

/**
 * Deletes one item of the user's, or 404. One statement
 * (docs/decisions.md#2026-11-29-an-item-delete-in-one-statement-the-open-loop-bench-beside-bare-nodehttp):
 * the delete, the request's key (stored only when an item went, so a repeat finds the first's answer and a
 * miss stores nothing) and the live NOTIFY, sent at the commit when an item went.
 */
export async function deleteItem(ctx: OwnDataContext, userId: string, itemId: string): Promise<void> {
  const db = databaseOf(ctx).db;
  const t = inventoryItems;
  await keyedWrite(async (key) => {
    const result = await db.execute(sql`
      with gone as (
        delete from ${t} where ${t.userId} = ${userId} and ${t.id} = ${itemId} returning ${t.id}
      )${key ? sql`, ${keyInsertFrom(key, null, "gone")}` : sql``}
      select count(*)::int as deleted,
        case when count(*) > 0 then ${liveNotification(userId, "inventory")}::text end as notified
      from gone`);
    const [gone] = (result as unknown as { rows: { deleted: number }[] }).rows;
    if (Number(gone?.deleted ?? 0) === 0) throw notFound();
  });
  ctx.announce?.(userId, "inventory");
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
