import { z } from "zod";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { inventoryCapacity } from "#core/rules/slots.ts";
import { addItemInputSchema, type InventoryItem } from "./inventory-item.ts";

// POST /api/inventory/import (docs/product.md#inventory-import): the items of a file, a spreadsheet or
// screenshots, each what the Add Item dialog sends. No request can hold more than a VIP's whole inventory.
export const IMPORT_ITEMS_MAX = inventoryCapacity(true);

export const importItemsSchema = z.object({
  items: z.array(addItemInputSchema).min(1).max(IMPORT_ITEMS_MAX),
});

/** The answer: the items as stored, in the order sent (the first is the newest). */
export type ImportItemsResult = { imported: number; items: InventoryItem[] };

/**
 * Why an item of an import was refused; `row` counts from 1 in the order sent. The error's details carry
 * these as `{ refused, capacity, room }`, so a screen can name each row in the player's language.
 */
export type ImportRefusal =
  | { row: number; reason: "incomplete" }
  | { row: number; reason: "unknown-value"; field: string; value: string }
  | { row: number; reason: "vip-only"; field: "inheritable" }
  | { row: number; reason: "outside-game-rules"; breaks: RuleBreak[] }
  | { row: number; reason: "no-room" };
export type ImportRefusalDetails = { refused: ImportRefusal[]; capacity: number; room: number };
