import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { createdAt, timestamps, updatedAt } from "./columns.ts";

export { account, rateLimit, session, user, verification } from "./auth-schema.ts";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

// Paying and VIP are derived from this ledger (docs/product.md#paying-and-vip).
export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    userId: userRef(),
    kind: text("kind", { enum: ["vip_month", "vip_lifetime", "slot", "vip_revoke"] }).notNull(),
    quantity: integer("quantity").notNull().default(1),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("purchases_user_idx").on(t.userId),
    check("purchases_quantity_positive", sql`${t.quantity} > 0`),
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

export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    referrerId: userRef(),
    newUserId: text("new_user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("referrals_referrer_idx").on(t.referrerId)],
);

// Deleting an account cascades here: without the index each deletion reads every report (issue 16).
export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    type: text("type", { enum: ["bug", "feature"] }).notNull(),
    text: text("text").notNull(),
    userId: userRef(),
    userEmail: text("user_email"),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_user_idx").on(t.userId)],
);

// The whole build lives in `data` (validated by the shared hunter schema); the columns beside it are
// what queries filter on.
export const hunters = pgTable(
  "hunters",
  {
    id: id(),
    userId: userRef(),
    slotIndex: integer("slot_index").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    hunterName: text("hunter_name").notNull(),
    data: jsonb("data").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("hunters_user_slot_idx").on(t.userId, t.slotIndex),
    check("hunters_slot_non_negative", sql`${t.slotIndex} >= 0`),
  ],
);

// Each save of a hunter, newest 50 kept (issue 13). `data` is the whole normalized build as saved: jsonb,
// which PostgreSQL compresses out of line (TOAST) once a row passes ~2 KB. The unique index serves the
// owner's list (newest first) and one version's read; the user index keeps an account deletion's
// cascade from reading every version.
export const hunterVersions = pgTable(
  "hunter_versions",
  {
    id: id(),
    hunterId: text("hunter_id")
      .notNull()
      .references(() => hunters.id, { onDelete: "cascade" }),
    userId: userRef(),
    revision: integer("revision").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    summary: text("summary").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [
    uniqueIndex("hunter_versions_hunter_revision_idx").on(t.hunterId, t.revision),
    index("hunter_versions_user_idx").on(t.userId),
    check("hunter_versions_revision_positive", sql`${t.revision} > 0`),
  ],
);

export const inventoryItems = pgTable(
  "inventory_items",
  { id: id(), userId: userRef(), data: jsonb("data").notNull(), createdAt: createdAt() },
  (t) => [index("inventory_items_user_idx").on(t.userId)],
);

export const inventoryPresets = pgTable(
  "inventory_presets",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    filters: jsonb("filters").notNull(),
    ...timestamps(),
  },
  (t) => [index("inventory_presets_user_idx").on(t.userId)],
);

export const achievementProgress = pgTable("achievement_progress", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  progress: jsonb("progress").notNull(),
  tiers: jsonb("tiers").notNull(),
  updatedAt: updatedAt(),
});

// An imported game data file replaces the shipped one for every instance on this database.
export const gameDataImports = pgTable("game_data_imports", {
  id: id(),
  data: jsonb("data").notNull(),
  importedAt: createdAt(),
});

// A write's Idempotency-Key with the answer it got (issue 21), committed in that write's own transaction, so
// a repeat answers the same and changes nothing. The key is the client's, so it is one user's only: the
// primary key keeps two users' equal keys apart and makes a second claim of one wait for the first.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userRef(),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

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
// (RFC 8291). A push service's 404/410 deletes the row; so does the player, from the list of devices.
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
