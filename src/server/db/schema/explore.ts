import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../columns.ts";
import { user } from "./auth.ts";
import { hunters } from "./hunters.ts";
import { userRef } from "./keys.ts";

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
