import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "../columns.ts";
import { id, userRef } from "./keys.ts";

// The server's own records: the imported game data and the answers kept for repeated writes.
// An imported game data file replaces the shipped one for every instance on this database.
export const gameDataImports = pgTable("game_data_imports", {
  id: id(),
  data: jsonb("data").notNull(),
  importedAt: createdAt(),
});

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
