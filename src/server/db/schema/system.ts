import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "../bytea.ts";
import { createdAt, updatedAt } from "../columns.ts";
import { id, userRef } from "./keys.ts";

// The server's own records: the imported game data and the answers kept for repeated writes.
// An imported game data file replaces the shipped one for every instance on this database.
// Every upload is kept (the console's history); the one served is the newest with `published_at`, so a
// rollback publishes an earlier version again. A draft (no `published_at`) can be previewed, not served.
export const gameDataImports = pgTable(
  "game_data_imports",
  {
    id: id(),
    data: jsonb("data").notNull(),
    importedAt: createdAt(),
    uploadedBy: text("uploaded_by"),
    note: text("note"),
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [index("game_data_imports_published_idx").on(t.publishedAt)],
);

// The images the game data names (an icon per class, special, set...), uploaded from the console.
export const gameDataImages = pgTable("game_data_images", {
  name: text("name").primaryKey(),
  mime: text("mime").notNull(),
  bytes: bytea("bytes").notNull(),
  updatedAt: updatedAt(),
});

// The backup schedule (docs/operations.md): one row; no row means no scheduled backup.
export const backupSchedule = pgTable("backup_schedule", {
  id: integer("id").primaryKey().default(1),
  // "HH:MM" UTC.
  at: text("at").notNull(),
  keep: integer("keep").notNull(),
  updatedAt: updatedAt(),
});

// Each backup taken: a scheduled one is claimed by its `due` (unique), so one instance alone writes it.
export const backupRuns = pgTable("backup_runs", {
  id: id(),
  due: timestamp("due", { withTimezone: true }).unique(),
  instance: text("instance").notNull(),
  file: text("file"),
  bytes: bigint("bytes", { mode: "number" }),
  error: text("error"),
  startedAt: createdAt(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

// Every console and CLI action (docs/product.md#the-console): who, what, when, why, before and after.
// Append-only: a trigger (drizzle/0020) refuses UPDATE and DELETE. The actor is kept by id and name, not by
// reference, so the entry outlives the account.
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: createdAt(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    reason: text("reason"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);

// A write's Idempotency-Key with the answer it got
// (docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent), committed in that write's
// own transaction, so a repeat answers the same and changes nothing. The key is the client's, so it is one
// user's only: the primary key keeps two users' equal keys apart and makes a second claim of one wait for the
// first.
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
