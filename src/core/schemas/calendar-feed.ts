import { z } from "zod";
import { messages } from "#core/messages.ts";
import { EVENT_KINDS } from "#core/rules/calendar.ts";

// The calendar feed's choices (docs/product.md#calendar-subscription): which kinds of events it carries and
// how long before each its alarm rings (null: none).

export const LEAD_MINUTES = [null, 15, 60, 1440] as const;
export type LeadMinutes = (typeof LEAD_MINUTES)[number];

export const feedSettingsSchema = z.object(
  {
    kinds: z
      .array(z.enum(EVENT_KINDS, { error: messages.invalidRequest }), { error: messages.invalidRequest })
      .min(1, messages.feedNoKinds)
      .max(EVENT_KINDS.length, messages.invalidRequest)
      .transform((kinds) => EVENT_KINDS.filter((k) => kinds.includes(k))),
    leadMinutes: z.union([z.null(), z.literal(15), z.literal(60), z.literal(1440)], {
      error: messages.invalidRequest,
    }),
  },
  { error: messages.invalidRequest },
);
export type FeedSettings = z.infer<typeof feedSettingsSchema>;

export const DEFAULT_FEED_SETTINGS: FeedSettings = { kinds: [...EVENT_KINDS], leadMinutes: 15 };

/** `/api/calendar/<token>.ics`: the file name, token and extension. */
export const feedFileParamSchema = z.object({
  file: z
    .string()
    .max(100, messages.feedNotFound)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, messages.feedNotFound)
    .transform((file) => file.slice(0, -".ics".length)),
});

/** `/api/calendar/events/<id>.ics`: one event's id as the calendar rules make it. */
export const eventFileParamSchema = z.object({
  file: z
    .string()
    .max(100, messages.eventNotFound)
    .regex(/^[a-z0-9-]{1,60}\.ics$/, messages.eventNotFound)
    .transform((file) => file.slice(0, -".ics".length)),
});

/** The one-event download's alarm, as the feed's. */
export const eventDownloadQuerySchema = z.object({
  lead: z.enum(["15", "60", "1440"], { error: messages.invalidRequest }).optional(),
});
