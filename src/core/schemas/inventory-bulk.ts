import { z } from "zod";
import { messages } from "#core/messages.ts";
import { inventoryCapacity } from "#core/rules/slots.ts";
import { idListSchema } from "./params.ts";

/**
 * POST /api/inventory/update-batch (docs/product.md#bulk-actions): the user's items to mark inheritable or
 * not, at most a VIP's whole inventory; unknown ids are skipped.
 */
export const bulkUpdateItemsSchema = idListSchema(inventoryCapacity(true)).extend({
  inheritable: z.boolean({ error: messages.invalidRequest }),
});
/** @public The body the web app's bulk update sends (its hook types its call with it). */
export type BulkUpdateItemsInput = z.infer<typeof bulkUpdateItemsSchema>;
