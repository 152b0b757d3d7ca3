import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "../columns.ts";
import { user } from "./auth.ts";
import { id, userRef } from "./keys.ts";

// What reaches the player outside the app: calendar feeds, push reminders and mail.
// A player's calendar subscription (docs/product.md#calendar-subscription): the feed at
// /api/calendar/<token>.ics answers with the kinds of events chosen here and an alarm `leadMinutes` before
// each (null: no alarm). One feed per account; revoking deletes the row, renewing replaces the token, and
// deleting the account deletes it by cascade. The token is the feed's only credential (it shows the game's
// calendar and nothing of the player), kept as is so the Subscribe panel can show the URL again.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  kinds: jsonb("kinds").$type<string[]>().notNull(),
  leadMinutes: integer("lead_minutes"),
  ...timestamps(),
});

// Push reminders (docs/product.md#push-reminders): the player's choices, one row per account (made with the
// first device); a reminder of each chosen kind is pushed `leadMinutes` before the event to every device.
export const reminderSettings = pgTable("reminder_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  kinds: jsonb("kinds").$type<string[]>().notNull(),
  leadMinutes: integer("lead_minutes").notNull(),
  ...timestamps(),
});

// One device's Push API subscription: where its push service takes messages and the keys that encrypt them
// (RFC 8291). A push service's 404/410 deletes the row; so does the player, from the list of devices, and so
// do TIMEOUTS_TO_DROP ticks in a row whose push to it ran out of time (services/reminder-delivery.ts).
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    device: text("device").notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    timeoutsInARow: integer("timeouts_in_a_row").notNull().default(0),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

// A reminder claimed for one device: the row is inserted before the push is sent, and its primary key lets
// only one instance insert it, so no reminder goes out twice whatever the number of instances. Rows older
// than two days are pruned.
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    claimedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "reminder_deliveries_pk", columns: [t.subscriptionId, t.eventId] }),
    index("reminder_deliveries_due_idx").on(t.dueAt),
  ],
);

export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});

// A guild's Discord channel feed (docs/product.md#hunter-lodge-in-discord): a channel webhook a player pasted, what it posts
// (the day's events, reminders `leadMinutes` before chosen kinds, the guild's new public builds) and the
// players whose builds it may post. A webhook Discord answers 404 for is deleted and its owner told.
export const discordWebhooks = pgTable(
  "discord_webhooks",
  {
    id: id(),
    userId: userRef(),
    url: text("url").notNull(),
    name: text("name").notNull(),
    dailyEvents: boolean("daily_events").notNull().default(true),
    kinds: jsonb("kinds").$type<string[]>().notNull(),
    leadMinutes: integer("lead_minutes").notNull().default(15),
    newBuilds: boolean("new_builds").notNull().default(false),
    ...timestamps(),
  },
  // A channel's webhook may be pasted by several players of its guild (each opting in their own builds), once each.
  (t) => [
    index("discord_webhooks_user_idx").on(t.userId),
    uniqueIndex("discord_webhooks_user_url_idx").on(t.userId, t.url),
  ],
);

// A post claimed for one webhook, as reminder_deliveries does for pushes: the primary key lets one instance
// alone insert it, so nothing is posted twice whatever the number of instances. A post's key names its channel
// (the webhook's id in Discord), and is unique: a channel several players feed gets the day's events once.
// Old rows are pruned.
export const discordDeliveries = pgTable(
  "discord_deliveries",
  {
    webhookId: text("webhook_id")
      .notNull()
      .references(() => discordWebhooks.id, { onDelete: "cascade" }),
    postKey: text("post_key").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    claimedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "discord_deliveries_pk", columns: [t.webhookId, t.postKey] }),
    uniqueIndex("discord_deliveries_post_idx").on(t.postKey),
    index("discord_deliveries_due_idx").on(t.dueAt),
  ],
);

// The interactions Discord sent, by id, for the signature check's replay window: a signed request seen once
// is refused the second time on any instance. Rows older than the window are pruned.
export const discordInteractionsSeen = pgTable("discord_interactions_seen", {
  id: text("id").primaryKey(),
  seenAt: createdAt(),
});
