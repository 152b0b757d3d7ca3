import { and, asc, count, eq, inArray } from "drizzle-orm";
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
import { loadVapidKeys } from "#server/push/vapid.ts";
import type { ServerContext } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";

// Push reminders, the player's side (docs/product.md#push-reminders): the choices, and the devices that
// receive them. Sending is reminder-delivery.ts's.

const remindersOff = () => notFound(messages.remindersOff);

export function assertRemindersOn(ctx: ServerContext) {
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
 * Keeps this device's subscription (a browser subscribing again, or for another account, replaces its row)
 * and makes the player's choices with the defaults if none are stored. Past MAX_REMINDER_DEVICES, the
 * oldest device goes. In production a push service is reached over https only.
 */
export async function addDevice(ctx: ServerContext, userId: string, input: PushSubscriptionInput) {
  assertRemindersOn(ctx);
  if (ctx.env.NODE_ENV === "production" && !input.endpoint.startsWith("https://")) {
    throw badRequest(messages.invalidRequest);
  }
  const now = ctx.now();
  return databaseOf(ctx).db.transaction(async (tx) => {
    await tx
      .insert(reminderSettings)
      .values({ userId, ...DEFAULT_REMINDER_SETTINGS, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    // The settings row locks the player's devices while they are counted.
    await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for("update");
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint));
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
      .returning(deviceColumns);
    return row as NonNullable<typeof row>;
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
