import { text } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// The id and owner columns most of our tables share (better-auth's tables get their ids from better-auth).
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
export const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
