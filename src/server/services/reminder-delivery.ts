import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { DueReminder } from "#core/rules/reminders.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { pushSubscriptions, reminderDeliveries } from "#server/db/schema.ts";
import type { ServerContext } from "../context.ts";

// Sending reminders, the database's side (docs/product.md#push-reminders). A reminder is claimed for each
// device before it is sent: the delivery row's primary key (subscription, event) lets one instance insert
// it, so with any number of instances on one PostgreSQL each device gets each reminder at most once.

export interface ClaimedPush {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

// Devices whose player follows this kind with this lead, not yet claimed for this event: claimed now, in
// one statement; the rows another instance claimed first conflict and are left out.
const CLAIM = `
with claimed as (
  insert into reminder_deliveries (subscription_id, event_id, due_at)
  select s.id, $1, $2::timestamptz
  from push_subscriptions s
  join reminder_settings r on r.user_id = s.user_id
  where r.lead_minutes = $3 and r.kinds @> jsonb_build_array($4::text)
  on conflict do nothing
  returning subscription_id
)
select s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth
from claimed c join push_subscriptions s on s.id = c.subscription_id`;

export async function claimReminder(ctx: ServerContext, due: DueReminder): Promise<ClaimedPush[]> {
  const rows = await databaseOf(ctx).query(CLAIM, [
    due.event.id,
    new Date(due.dueAt).toISOString(),
    due.lead,
    due.event.kind,
  ]);
  return rows as ClaimedPush[];
}

/** The push service answered 404/410: the device unsubscribed or the subscription expired. */
export async function forgetDevices(ctx: ServerContext, ids: string[]) {
  if (ids.length === 0) return;
  await databaseOf(ctx).db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markSent(ctx: ServerContext, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await databaseOf(ctx)
    .db.update(pushSubscriptions)
    // Ticks overlap when one overruns, and may finish out of order: the latest send stays.
    .set({
      lastSentAt: sql`greatest(${pushSubscriptions.lastSentAt}, ${at.toISOString()}::timestamptz)`,
      timeoutsInARow: 0,
    })
    .where(inArray(pushSubscriptions.id, ids));
}

/**
 * Ticks in a row whose pushes to a device all ran out of time before it is dropped. A push service that is
 * down for a while costs nobody their device: reminders come a few times a day at most, so three in a row
 * span hours; one that never answers in time would otherwise cost every tick a connection held to the end.
 */
const TIMEOUTS_TO_DROP = 3;

/** Counts one more timed-out tick for these devices and drops those that reached TIMEOUTS_TO_DROP. */
export async function countTimeouts(ctx: ServerContext, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { db } = databaseOf(ctx);
  await db
    .update(pushSubscriptions)
    .set({ timeoutsInARow: sql`${pushSubscriptions.timeoutsInARow} + 1` })
    .where(inArray(pushSubscriptions.id, ids));
  const dropped = await db
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.id, ids), gte(pushSubscriptions.timeoutsInARow, TIMEOUTS_TO_DROP)))
    .returning({ id: pushSubscriptions.id });
  return dropped.length;
}

/** Claims older than this can no longer conflict with a new one (a reminder is due only once). */
const DELIVERY_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

export async function pruneDeliveries(ctx: ServerContext) {
  const before = new Date(ctx.now().getTime() - DELIVERY_KEPT_MS);
  await databaseOf(ctx).db.delete(reminderDeliveries).where(lt(reminderDeliveries.dueAt, before));
}
