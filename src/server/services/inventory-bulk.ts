import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { forbidden } from "#server/errors.ts";
import { writeTransaction } from "./idempotency.ts";
import { lockUserWithLimits, type OwnDataContext } from "./own-data.ts";
import { canonicalItem, STORED_FORM } from "./stored-data.ts";

/**
 * Set inheritable / Clear inheritable on the selected items (docs/product.md#bulk-actions): a VIP right, so
 * the VIP state is read under the user's lock and a free player's request changes nothing. Ids that are not
 * the user's are skipped; the answer counts the user's items now in the state asked for. Setting a state
 * twice is the same as once, so a retry needs no key. One transaction: the rows are locked in id order and
 * rewritten by one statement, in the stored form every other write keeps
 * (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read).
 */
export async function setItemsInheritable(
  ctx: OwnDataContext,
  userId: string,
  ids: readonly string[],
  inheritable: boolean,
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  const t = inventoryItems;
  const { updated, changed } = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const { isVip } = await lockUserWithLimits(tx, userId, ctx.now());
    if (!isVip) throw forbidden(messages.vipOnlyFeature, "vip-only");
    if (unique.length === 0) return { updated: 0, changed: 0 };
    const rows = await tx
      .select({ id: t.id, data: t.data })
      .from(t)
      .where(and(eq(t.userId, userId), inArray(t.id, unique)))
      .orderBy(asc(t.id))
      .for("update");
    const changes = rows.flatMap(({ id, data }) => {
      const { inheritable: was, ...rest } = canonicalItem(data);
      if ((was === true) === inheritable) return [];
      const next = canonicalItem(inheritable ? { ...rest, inheritable: true } : rest);
      return [{ id, data: JSON.stringify(next) }];
    });
    if (changes.length > 0)
      await tx.execute(sql`update ${t} set data = v.data::json, data_form = ${STORED_FORM}
        from json_to_recordset(${JSON.stringify(changes)}::json) as v(id text, data text)
        where ${t.id} = v.id and ${t.userId} = ${userId}`);
    return { updated: rows.length, changed: changes.length };
  });
  if (changed > 0) await ctx.notify?.(userId, "inventory");
  return { updated };
}
