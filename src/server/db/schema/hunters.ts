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
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { VersionChange } from "#core/rules/change-summary.ts";
import { timestamps, updatedAt } from "../columns.ts";
import { user } from "./auth.ts";
import { id, userRef } from "./keys.ts";

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
// through without parsing it again
// (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read).
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
    // The owner's two switches (docs/product.md#leaving-explore-and-the-leaderboards), copied onto each
    // hunter so the lists' partial indexes can hold them.
    inExplore: boolean("in_explore").notNull().default(true),
    inLeaderboards: boolean("in_leaderboards").notNull().default(true),
    // The trust rules (docs/product.md#leaderboards-players-can-trust): `actual_atk_spd` above is what boards
    // rank, never faster than the game's fastest attack; `formula_atk_spd` keeps the spec's formula value, so a
    // board can show the overflow beside the cap. `within_rules` is false while a stored value breaks the game
    // data's bounds (explore-facts derives both). A moderator's hide, a suspended owner and a broken rule each
    // take the build off explore, meta and the leaderboards until undone.
    formulaAtkSpd: doublePrecision("formula_atk_spd").notNull().default(0),
    withinRules: boolean("within_rules").notNull().default(true),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    ownerSuspended: boolean("owner_suspended").notNull().default(false),
    // Set when a moderator verifies the build's proof; a later change to a counted field clears it.
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    listed: boolean("listed").generatedAlwaysAs(
      sql`is_public AND in_explore AND within_rules AND hidden_at IS NULL AND NOT owner_suspended`,
    ),
    ranked: boolean("ranked").generatedAlwaysAs(
      sql`is_public AND in_explore AND in_leaderboards AND within_rules AND hidden_at IS NULL AND NOT owner_suspended`,
    ),
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
    // build's row, so a filter that many builds fail on its first rows (purpose=boss sorted by
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
    // Verified builds are few too: "verified only" walks them alone.
    index("hunters_explore_verified_idx")
      .on(t.actualAtkSpd, t.id)
      .where(sql`listed AND verified_at IS NOT NULL`),
    index("hunters_explore_sets_idx").using("gin", t.setNames).where(sql`listed`),
    index("hunters_explore_purpose_idx")
      .using("btree", sql`lower(${t.purpose}) text_pattern_ops`)
      .where(sql`listed`),
    index("hunters_leaderboard_idx")
      .on(t.hunterClass, t.actualAtkSpd, t.speedReachedAt, t.id)
      .where(sql`ranked`),
    index("hunters_leaderboard_verified_idx")
      .on(t.hunterClass, t.actualAtkSpd, t.speedReachedAt, t.id)
      .where(sql`ranked AND verified_at IS NOT NULL`),
    index("hunters_facts_version_idx").on(t.factsVersion),
    // The rows the stored-form catch-up has still to rewrite; the literal follows STORED_FORM.
    index("hunters_data_form_idx").on(t.id).where(sql`data_form < 1`),
  ],
);

// Each save of a hunter, newest 50 kept (docs/decisions.md#2026-11-23-version-history-of-a-hunter). `data` is
// the whole normalized build as saved: jsonb, which PostgreSQL compresses out of line (TOAST) once a row
// passes ~2 KB. The unique index serves the owner's list (newest first) and one version's read; the user
// index keeps an account deletion's cascade from reading every version.
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
    // Older versions have their change as an English line; later ones as data (#core/rules/change-summary.ts),
    // which the reader's app words in the reader's language
    // (docs/decisions.md#2026-11-25-a-versions-change-is-stored-as-data-worded-by-the-reader).
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

// A player's roster plan settings (docs/product.md#roster-plan): the hunters' priority order and per-hunter
// goal overrides, one row per account, kept whole as the shared schema's JSON
// (src/core/schemas/roster-plan.ts).
export const rosterPlanSettings = pgTable("roster_plan_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull(),
  updatedAt: updatedAt(),
});
