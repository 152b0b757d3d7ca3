import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../columns.ts";
import { user } from "./auth.ts";
import { id, userRef } from "./keys.ts";

// What belongs to the player's account beside its sign-in: VIP purchases, referrals, feedback, achievements.
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

// Deleting an account cascades here: without the index each deletion reads every report
// (docs/decisions.md#2026-11-23-index-on-feedbackuser_id).
export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    type: text("type", { enum: ["bug", "feature"] }).notNull(),
    text: text("text").notNull(),
    userId: userRef(),
    userEmail: text("user_email"),
    createdAt: createdAt(),
    // The console's inbox (docs/product.md#the-console): the player's language when they wrote, the status a
    // moderator set and the note they keep with it.
    language: text("language"),
    status: text("status", { enum: ["new", "planned", "done", "declined"] })
      .notNull()
      .default("new"),
    note: text("note"),
    updatedAt: updatedAt(),
  },
  (t) => [index("feedback_user_idx").on(t.userId), index("feedback_status_idx").on(t.status, t.createdAt)],
);

// A reply to a feedback submission, sent by the instance's mailer and shown under Settings → Support.
export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: id(),
    feedbackId: text("feedback_id")
      .notNull()
      .references(() => feedback.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_replies_feedback_idx").on(t.feedbackId)],
);

export const achievementProgress = pgTable("achievement_progress", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  progress: jsonb("progress").notNull(),
  tiers: jsonb("tiers").notNull(),
  updatedAt: updatedAt(),
});
