import { Hono } from "hono";
import { inventoryCapacity } from "#core/rules/slots.ts";
import { bulkUpdateItemsSchema } from "#core/schemas/inventory-bulk.ts";
import { importItemsSchema } from "#core/schemas/inventory-import.ts";
import { addItemInputSchema, type InventoryList } from "#core/schemas/inventory-item.ts";
import { idListSchema, idParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { idempotent } from "#server/http/idempotency.ts";
import { jsonText } from "#server/http/json-text.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { addItem, deleteItem, deleteItems, listItemsJson } from "#server/services/inventory.ts";
import { setItemsInheritable } from "#server/services/inventory-bulk.ts";
import { importItems } from "#server/services/inventory-import.ts";

/**
 * The signed-in user's items (docs/product.md#inventory-item-fields, #add-item, #inventory-import,
 * #bulk-actions); mounted at /api/inventory.
 */
export function inventoryRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) =>
      jsonText<InventoryList>(c, await listItemsJson(ctx, requireVerifiedUser(c).id, c.get("account"))),
    )
    .post(
      "/",
      idempotent(ctx, 201, { lookup: "in-the-write" }),
      valid("json", addItemInputSchema),
      async (c) => {
        const userId = requireVerifiedUser(c).id;
        return c.json(await addItem(ctx, userId, c.req.valid("json"), c.get("account")), 201);
      },
    )
    .post("/import", idempotent(ctx, 201), valid("json", importItemsSchema), async (c) => {
      const userId = requireVerifiedUser(c).id;
      return c.json(await importItems(ctx, userId, c.req.valid("json").items), 201);
    })
    .post("/delete-batch", valid("json", idListSchema(inventoryCapacity(true))), async (c) => {
      const userId = requireVerifiedUser(c).id;
      return c.json({ deleted: await deleteItems(ctx, userId, c.req.valid("json").ids) });
    })
    .post("/update-batch", valid("json", bulkUpdateItemsSchema), async (c) => {
      const userId = requireVerifiedUser(c).id;
      const { ids, inheritable } = c.req.valid("json");
      return c.json(await setItemsInheritable(ctx, userId, ids, inheritable));
    })
    .delete(
      "/:id",
      idempotent(ctx, 204, { lookup: "in-the-write" }),
      valid("param", idParamSchema),
      async (c) => {
        await deleteItem(ctx, requireVerifiedUser(c).id, c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
