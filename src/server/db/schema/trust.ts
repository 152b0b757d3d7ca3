import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "../bytea.ts";
import { createdAt } from "../columns.ts";
import { user } from "./auth.ts";
import { hunters } from "./hunters.ts";
import { id, userRef } from "./keys.ts";

// Proof, reports and what players are told (docs/product.md#leaderboards-players-can-trust).

// A screenshot attached to a public build as proof: re-encoded on the server (metadata gone, bounded size),
// kept in the database so every instance serves it. At most 3 per build (the service checks under the
// hunter's lock). Deleted with the build, when rejected, or when the owner removes it.
export const proofImages = pgTable(
  "proof_images",
  {
    id: id(),
    hunterId: text("hunter_id")
      .notNull()
      .references(() => hunters.id, { onDelete: "cascade" }),
    userId: userRef(),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("proof_images_hunter_idx").on(t.hunterId), index("proof_images_user_idx").on(t.userId)],
);

// An owner's request to verify a build, and a moderator's answer. One open request per build. A moderator
// who opens it claims it (`claimed_by`), so two never handle it unknowingly.
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: id(),
    hunterId: text("hunter_id")
      .notNull()
      .references(() => hunters.id, { onDelete: "cascade" }),
    userId: userRef(),
    status: text("status", { enum: ["open", "verified", "rejected", "withdrawn"] })
      .notNull()
      .default("open"),
    reason: text("reason"),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verification_requests_open_idx").on(t.hunterId).where(sql`status = 'open'`),
    index("verification_requests_queue_idx").on(t.status, t.createdAt),
    index("verification_requests_user_idx").on(t.userId),
  ],
);

// A player's report of a public build or profile. One open report per reporter and target.
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: userRef(),
    targetType: text("target_type", { enum: ["build", "profile"] }).notNull(),
    // The hunter's id for a build, the user's id for a profile.
    targetId: text("target_id").notNull(),
    targetUserId: text("target_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["impossible", "offensive", "not-theirs", "other"] }).notNull(),
    text: text("text"),
    status: text("status", { enum: ["open", "handled", "dismissed"] })
      .notNull()
      .default("open"),
    outcome: text("outcome"),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_open_idx").on(t.reporterId, t.targetType, t.targetId).where(sql`status = 'open'`),
    index("reports_queue_idx").on(t.status, t.createdAt),
    index("reports_target_user_idx").on(t.targetUserId),
  ],
);

// What a player is told in the app: a report handled, a build hidden or verified or rejected, a nickname
// reset, a reply to feedback. `kind` and `data` are worded by the reader's app in the reader's language.
export const playerNotices = pgTable(
  "player_notices",
  {
    id: id(),
    userId: userRef(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("player_notices_user_idx").on(t.userId, t.createdAt),
    check("player_notices_kind_named", sql`length(${t.kind}) > 0`),
  ],
);
