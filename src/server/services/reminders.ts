import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { EventKind } from "#core/rules/calendar.ts";
import { MAX_REMINDER_DEVICES, type ReminderLead } from "#core/rules/reminders.ts";
import {
  DEFAULT_REMINDER_SETTINGS,
  type PushSubscriptionInput,
  type ReminderSettings,
} from "#core/schemas/reminders.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { pushSubscriptions, reminderSettings } from "#server/db/schema.ts";
import { endpointHostAllowed, pushHostPolicy } from "#server/push/address-policy.ts";
import { loadVapidKeys } from "#server/push/vapid.ts";
import type { ServerContext } from "../context.ts";
import { badRequest, conflict, notFound } from "../errors.ts";

// Push reminders, the player's side (docs/product.md#push-reminders): the choices, and the devices that
// receive them. Sending is reminder-delivery.ts's.

const remindersOff = () => notFound(messages.remindersOff);

function assertRemindersOn(ctx: ServerContext) {
  if (ctx.env.REMINDERS === "off") throw remindersOff();
}

/** What the browser needs before it subscribes: whether reminders are on, and the VAPID public key. */
export function reminderConfig(ctx: ServerContext) {
  if (ctx.env.REMINDERS === "off") return { enabled: false as const, publicKey: null };
  return { enabled: true as const, publicKey: loadVapidKeys(ctx.env).publicKey };
}

export async function reminderSettingsOf(ctx: ServerContext, userId: string): Promise<ReminderSettings> {
  assertRemindersOn(ctx);
  const [row] = await databaseOf(ctx)
    .db.select({ kinds: reminderSettings.kinds, leadMinutes: reminderSettings.leadMinutes })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return { kinds: row.kinds as EventKind[], leadMinutes: row.leadMinutes as ReminderLead };
}

export async function saveReminderSettings(ctx: ServerContext, userId: string, input: ReminderSettings) {
  assertRemindersOn(ctx);
  const values = { kinds: input.kinds, leadMinutes: input.leadMinutes, updatedAt: ctx.now() };
  await databaseOf(ctx)
    .db.insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
  return input;
}

const deviceColumns = {
  id: pushSubscriptions.id,
  device: pushSubscriptions.device,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
  lastSentAt: pushSubscriptions.lastSentAt,
};

export async function devicesOf(ctx: ServerContext, userId: string) {
  assertRemindersOn(ctx);
  return databaseOf(ctx)
    .db.select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/**
 * Keeps this device's subscription and makes the player's choices with the defaults if none are stored.
 * Past MAX_REMINDER_DEVICES, the oldest device goes. In production a push service is reached over https
 * only, and anywhere only at a host pushes may reach (push/address-policy.ts).
 *
 * A subscription already stored for another account moves to this one only when the same keys come with
 * it (docs/decisions.md, "A push subscription moves to another account only with its keys"): the browser
 * that holds it signed in elsewhere. The endpoint alone proves nothing, so another account's device stays.
 */
export async function addDevice(ctx: ServerContext, userId: string, input: PushSubscriptionInput) {
  assertRemindersOn(ctx);
  const url = new URL(input.endpoint);
  if (ctx.env.NODE_ENV === "production" && url.protocol !== "https:") {
    throw badRequest(messages.invalidRequest);
  }
  if (!endpointHostAllowed(pushHostPolicy(ctx.env), url.hostname)) {
    throw badRequest(messages.pushServiceRefused);
  }
  const now = ctx.now();
  return databaseOf(ctx).db.transaction(async (tx) => {
    await tx
      .insert(reminderSettings)
      .values({ userId, ...DEFAULT_REMINDER_SETTINGS, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    // The settings row locks the player's devices while they are counted.
    await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for("update");
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, input.endpoint),
          or(
            eq(pushSubscriptions.userId, userId),
            and(eq(pushSubscriptions.p256dh, input.keys.p256dh), eq(pushSubscriptions.auth, input.keys.auth)),
          ),
        ),
      );
    const [held] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const extra = (held?.n ?? 0) - MAX_REMINDER_DEVICES + 1;
    if (extra > 0) {
      const oldest = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt))
        .limit(extra);
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          oldest.map((o) => o.id),
        ),
      );
    }
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...input.keys, device: input.device, createdAt: now })
      .onConflictDoNothing({ target: pushSubscriptions.endpoint })
      .returning(deviceColumns);
    // Another account's row with other keys is still there: it stays, and nothing of this call is kept.
    if (!row) throw conflict(messages.deviceTaken, "device-taken");
    return row;
  });
}

export async function removeDevice(ctx: ServerContext, userId: string, id: string) {
  assertRemindersOn(ctx);
  const gone = await databaseOf(ctx)
    .db.delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound(messages.deviceNotFound);
}
