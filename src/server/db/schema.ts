import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { VersionChange } from "#core/rules/change-summary.ts";
import { user } from "./auth-schema.ts";
import { createdAt, timestamps, updatedAt } from "./columns.ts";

export { account, passkey, rateLimit, session, user, verification } from "./auth-schema.ts";

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

// The columns explore filters on besides the class and the speed (services/explore.ts), in each sort's index.
const exploreFilters = (
  t: Record<
    "classFamily" | "hunterRarity" | "purpose" | "setNames" | "allEngraved" | "allUltimate",
    AnyPgColumn
  >,
) => [t.classFamily, t.hunterRarity, t.purpose, t.setNames, t.allEngraved, t.allUltimate];

// The whole build lives in `data` (validated by the shared hunter schema); the columns beside it are
// what queries filter on. `data` is json, not jsonb: PostgreSQL keeps the text as written, which is the
// schema's canonical form when `data_form` is STORED_FORM (services/stored-data.ts), so the roster passes it
// through without parsing it again (issue 31).
export const hunters = pgTable(
  "hunters",
  {
    id: id(),
    userId: userRef(),
    slotIndex: integer("slot_index").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    hunterName: text("hunter_name").notNull(),
    data: json("data").notNull(),
    dataForm: integer("data_form").notNull().default(0),
    // What explore, meta and the leaderboards filter and sort on (docs/product.md#explore), derived from
    // `data` by src/core/rules/explore-facts.ts at each save; `factsVersion` below the current one marks a row
    // the catch-up job has still to derive.
    hunterClass: text("hunter_class").notNull().default(""),
    classFamily: text("class_family").notNull().default(""),
    hunterRarity: text("hunter_rarity").notNull().default(""),
    purpose: text("purpose").notNull().default(""),
    actualAtkSpd: doublePrecision("actual_atk_spd").notNull().default(0),
    setNames: text("set_names").array().notNull().default(sql`'{}'::text[]`),
    allEngraved: boolean("all_engraved").notNull().default(false),
    allUltimate: boolean("all_ultimate").notNull().default(false),
    // Ties on the leaderboards go to the build that reached its speed first.
    speedReachedAt: timestamp("speed_reached_at", { withTimezone: true }).notNull().defaultNow(),
    // The owner's two switches (docs/product.md#leaving-explore-and-the-leaderboards), copied onto each hunter
    // so the lists' partial indexes can hold them.
    inExplore: boolean("in_explore").notNull().default(true),
    inLeaderboards: boolean("in_leaderboards").notNull().default(true),
    listed: boolean("listed").generatedAlwaysAs(sql`is_public AND in_explore`),
    ranked: boolean("ranked").generatedAlwaysAs(sql`is_public AND in_explore AND in_leaderboards`),
    // The tally keys this build adds to explore_tallies while listed; the hunters_tally trigger keeps the
    // tallies equal to the sum over listed rows on every insert, update and delete (cascades included).
    tallyKeys: text("tally_keys").array().notNull().default(sql`'{}'::text[]`),
    factsVersion: integer("facts_version").notNull().default(0),
    copyCount: integer("copy_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("hunters_user_slot_idx").on(t.userId, t.slotIndex),
    check("hunters_slot_non_negative", sql`${t.slotIndex} >= 0`),
    // Explore: one partial index per sort, and the same led by the class, over listed builds only, so any
    // filter walks an index in the order asked (docs/performance.md, explore). Every filter's column follows
    // the sort key and the id (which alone decide the order): a filter is checked in the index, never in the
    // build's row, so a filter that many builds fail on its first rows (issue 25: purpose=boss sorted by
    // speed read 5,800 rows for a page) stays an index-only walk.
    index("hunters_explore_fast_idx")
      .on(t.actualAtkSpd, t.id, t.hunterClass, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_new_idx")
      .on(t.createdAt, t.id, t.actualAtkSpd, t.hunterClass, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_copied_idx")
      .on(t.copyCount, t.id, t.actualAtkSpd, t.hunterClass, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_viewed_idx")
      .on(t.viewCount, t.id, t.actualAtkSpd, t.hunterClass, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_class_fast_idx")
      .on(t.hunterClass, t.actualAtkSpd, t.id, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_class_new_idx")
      .on(t.hunterClass, t.createdAt, t.id, t.actualAtkSpd, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_class_copied_idx")
      .on(t.hunterClass, t.copyCount, t.id, t.actualAtkSpd, ...exploreFilters(t))
      .where(sql`listed`),
    index("hunters_explore_class_viewed_idx")
      .on(t.hunterClass, t.viewCount, t.id, t.actualAtkSpd, ...exploreFilters(t))
      .where(sql`listed`),
    // The two all-items filters match few builds: without their own index a list would read every listed row.
    index("hunters_explore_engraved_idx").on(t.actualAtkSpd, t.id).where(sql`listed AND all_engraved`),
    index("hunters_explore_ultimate_idx").on(t.actualAtkSpd, t.id).where(sql`listed AND all_ultimate`),
    index("hunters_explore_sets_idx").using("gin", t.setNames).where(sql`listed`),
    index("hunters_explore_purpose_idx")
      .using("btree", sql`lower(${t.purpose}) text_pattern_ops`)
      .where(sql`listed`),
    index("hunters_leaderboard_idx")
      .on(t.hunterClass, t.actualAtkSpd, t.speedReachedAt, t.id)
      .where(sql`ranked`),
    index("hunters_facts_version_idx").on(t.factsVersion),
    // The rows the stored-form catch-up has still to rewrite; the literal follows STORED_FORM.
    index("hunters_data_form_idx").on(t.id).where(sql`data_form < 1`),
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
    // Versions saved before issue 23 have their change as an English line; later ones as data
    // (#core/rules/change-summary.ts), which the reader's app words in the reader's language.
    summary: text("summary"),
    change: jsonb("change").$type<VersionChange>(),
    data: jsonb("data").notNull(),
  },
  (t) => [
    uniqueIndex("hunter_versions_hunter_revision_idx").on(t.hunterId, t.revision),
    index("hunter_versions_user_idx").on(t.userId),
    check("hunter_versions_revision_positive", sql`${t.revision} > 0`),
    check("hunter_versions_change_told", sql`${t.summary} is not null or ${t.change} is not null`),
  ],
);

export const inventoryItems = pgTable(
  "inventory_items",
  // `data` as the hunters' `data`: json in canonical form when `data_form` is STORED_FORM.
  {
    id: id(),
    userId: userRef(),
    data: json("data").notNull(),
    dataForm: integer("data_form").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("inventory_items_user_idx").on(t.userId),
    index("inventory_items_data_form_idx").on(t.id).where(sql`data_form < 1`),
  ],
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

// Explore's meta (docs/product.md#meta): how many listed builds carry each tally key ("<class or *>|<kind>|..."),
// kept by the hunters_tally trigger from hunters.tally_keys, so the meta page reads one class's rows instead
// of scanning builds.
export const exploreTallies = pgTable(
  "explore_tallies",
  { key: text("key").primaryKey(), n: integer("n").notNull() },
  (t) => [check("explore_tallies_n_non_negative", sql`${t.n} >= 0`)],
);

// "Copy to my roster" of a public build, one per player (docs/product.md#honest-counts).
export const exploreCopies = pgTable(
  "explore_copies",
  {
    hunterId: text("hunter_id")
      .notNull()
      .references(() => hunters.id, { onDelete: "cascade" }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "explore_copies_pk", columns: [t.hunterId, t.userId] }),
    index("explore_copies_user_idx").on(t.userId),
  ],
);

// One row per build, day and viewer: the viewer is a hash of the signed-in id or the address with that day's
// salt, never the address itself (docs/product.md#honest-counts). Rows of past days are pruned.
export const exploreViews = pgTable(
  "explore_views",
  {
    hunterId: text("hunter_id")
      .notNull()
      .references(() => hunters.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    viewer: text("viewer").notNull(),
  },
  (t) => [
    primaryKey({ name: "explore_views_pk", columns: [t.hunterId, t.day, t.viewer] }),
    index("explore_views_day_idx").on(t.day),
  ],
);

// The day's salt for view hashes, shared by every instance; past days' salts are deleted, so a hash can no
// longer be matched to an address.
export const exploreSalts = pgTable("explore_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

// A player's two switches (docs/product.md#leaving-explore-and-the-leaderboards); no row: both on.
export const exploreChoices = pgTable("explore_choices", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  inExplore: boolean("in_explore").notNull().default(true),
  inLeaderboards: boolean("in_leaderboards").notNull().default(true),
  updatedAt: updatedAt(),
});

// A player's roster plan settings (docs/product.md#roster-plan): the hunters' priority order and per-hunter goal
// overrides, one row per account, kept whole as the shared schema's JSON (src/core/schemas/roster-plan.ts).
export const rosterPlanSettings = pgTable("roster_plan_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull(),
  updatedAt: updatedAt(),
});
