import { type SQL, sql } from "drizzle-orm";
import { LIVE_CHANNEL, type LiveEvent, type LiveTopic } from "./topics.ts";

/**
 * A change's live NOTIFY as an expression of the write's own statement
 * (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own): PostgreSQL sends
 * it when the transaction commits and drops it on a rollback, as `LiveHub.publish` after the commit would,
 * without a statement of its own. After the commit the writer calls `announce` for this instance's caches.
 */
export function liveNotification(userId: string, topic: LiveTopic): SQL {
  const event: LiveEvent = { userId, topic, at: Date.now() };
  return sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`;
}
