import { eq, type SQL } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { type hunters, type inventoryItems, type inventoryPresets, user } from "#server/db/schema.ts";
import { unauthorized } from "#server/errors.ts";
import { limitSourceColumns, limitSourcesOf, limitsFrom, type UserLimits } from "./user-limits.ts";

type OwnDataTopic = "inventory" | "presets";

/**
 * What the inventory and preset services need; `notify`, when present, is told after each commit, and
 * `announce` after a commit whose statement carried the NOTIFY itself (live/notify-in-write.ts).
 */
export type OwnDataContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: OwnDataTopic) => void | Promise<void>;
  announce?: (userId: string, topic: OwnDataTopic) => void;
};

/**
 * Serializes one user's writes that check a count against a limit (docs/product.md#security): a second
 * transaction waits here until the first commits, then counts what the first inserted. The lock is FOR NO KEY
 * UPDATE, which the user's row's foreign keys (their KEY SHARE locks) do not wait for: a keyed write stores its
 * Idempotency-Key (a row referencing the user) before it locks, and with FOR UPDATE two keyed writes of one
 * user would each hold the KEY SHARE the other's lock waits for, a deadlock (the request-cost bench met it).
 */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
  if (!row) throw unauthorized();
}

/**
 * lockUserRow and the user's limits in one statement. The limits are read as the statement
 * starts, before any wait for the lock: a purchase that commits during that wait counts from the next
 * write on, as if this write had come first. Counts of the user's own rows must still be read after it.
 */
export async function lockUserWithLimits(tx: Tx, userId: string, now: Date): Promise<UserLimits> {
  const [row] = await tx
    .select({ id: user.id, ...limitSourceColumns(user.id) })
    .from(user)
    .where(eq(user.id, userId))
    .for("no key update");
  if (!row) throw unauthorized();
  return limitsFrom(limitSourcesOf(row), now);
}

type OwnTable = typeof hunters | typeof inventoryItems | typeof inventoryPresets;

// A user's rows of one of the tables they own, in the order given. Drizzle's select() cannot infer rows
// over a union of tables, so the query is built for the union and typed back to the one table asked for.
export function ownRows<T extends OwnTable>(
  db: Db | Tx,
  table: T,
  userId: string,
  ...order: SQL[]
): Promise<T["$inferSelect"][]> {
  return db
    .select()
    .from(table as OwnTable)
    .where(eq(table.userId, userId))
    .orderBy(...order) as Promise<T["$inferSelect"][]>;
}
