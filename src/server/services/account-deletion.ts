import { count, eq } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, inventoryItems, inventoryPresets, user } from "#server/db/schema.ts";

/** What deleting an account takes with it, as its confirmation names it. */
export type DeletionSummary = { hunters: number; items: number; presets: number };

export async function deletionSummary(db: Db | Tx, userId: string): Promise<DeletionSummary> {
  const [[h], [i], [p]] = await Promise.all([
    db.select({ n: count() }).from(hunters).where(eq(hunters.userId, userId)),
    db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.userId, userId)),
    db.select({ n: count() }).from(inventoryPresets).where(eq(inventoryPresets.userId, userId)),
  ]);
  return { hunters: h?.n ?? 0, items: i?.n ?? 0, presets: p?.n ?? 0 };
}

/**
 * Deletes an account and everything that is its (every table's rows reference the user ON DELETE CASCADE:
 * hunters and their history, items, presets, purchases, sessions, sign-in methods, notices, reports it
 * sent and received). `within` runs in the same transaction, before the delete (an audit entry). After the
 * commit every instance ends its streams and forgets its cached builds and cards.
 */
export async function deleteAccount(
  ctx: Pick<ServerContext, "database" | "live" | "notify">,
  userId: string,
  within: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const deleted = await databaseOf(ctx).db.transaction(async (tx) => {
    await within(tx);
    const gone = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return gone.length > 0;
  });
  if (deleted) {
    await ctx.live.sessionsEnded(userId);
    await ctx.notify(userId, "hunters");
  }
  return deleted;
}
