import { sql } from "drizzle-orm";
import { index, integer, json, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "../columns.ts";
import { id, userRef } from "./keys.ts";

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
