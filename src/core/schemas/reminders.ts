import { z } from "zod";
import { messages } from "#core/messages.ts";
import { EVENT_KINDS } from "#core/rules/calendar.ts";
import { REMINDER_LEADS } from "#core/rules/reminders.ts";

// Push reminders' inputs (docs/product.md#push-reminders): the player's choices, and one device's
// subscription as the browser's PushSubscription.toJSON() gives it.

export const reminderSettingsSchema = z.object(
  {
    kinds: z
      .array(z.enum(EVENT_KINDS, { error: messages.invalidRequest }), { error: messages.invalidRequest })
      .max(EVENT_KINDS.length, messages.invalidRequest)
      .transform((kinds) => EVENT_KINDS.filter((k) => kinds.includes(k))),
    leadMinutes: z.union(
      REMINDER_LEADS.map((lead) => z.literal(lead)),
      { error: messages.invalidRequest },
    ),
  },
  { error: messages.invalidRequest },
);
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { kinds: [...EVENT_KINDS], leadMinutes: 15 };

// base64url as the Push API encodes keys: a P-256 public key (65 bytes) and a 16-byte auth secret.
const base64url = (min: number, max: number) =>
  z
    .string({ error: messages.invalidRequest })
    .min(min, messages.invalidRequest)
    .max(max, messages.invalidRequest)
    .regex(/^[A-Za-z0-9_-]+=*$/, messages.invalidRequest);

export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .url({ protocol: /^https?$/, error: messages.invalidRequest })
      .max(2048, messages.invalidRequest),
    keys: z.object(
      { p256dh: base64url(80, 100), auth: base64url(16, 32) },
      { error: messages.invalidRequest },
    ),
    /** What the player sees in the list of devices, e.g. "Chrome on Android". */
    device: z.string().trim().min(1, messages.invalidRequest).max(60, messages.invalidRequest),
  },
  { error: messages.invalidRequest },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const deviceIdParamSchema = z.object({
  id: z.uuid({ error: messages.notFound }),
});
