import { Hono } from "hono";
import { z } from "zod";
import { inventoryCapacity } from "#core/rules/slots.ts";
import { addItemInputSchema } from "#core/schemas/inventory-item.ts";
import { validate } from "#core/schemas/validation.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { badRequest, notFound } from "#server/errors.ts";
import { readJson } from "#server/http/body.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { addItem, deleteItem, deleteItems, listItems } from "#server/services/inventory.ts";

const ID_MAX = 64;
const batchBody = z.object({
  ids: z.array(z.string().min(1).max(ID_MAX)).max(inventoryCapacity(true)),
});

/** The body checked by its shared schema; a failure answers 400 with the spec's first message. */
export async function validBody<S extends z.ZodType>(c: Parameters<typeof readJson>[0], schema: S) {
  const result = validate(schema, await readJson(c));
  if (!result.ok) throw badRequest(result.message, result.fieldErrors);
  return result.data;
}

// An id that cannot exist is simply not found, like someone else's (DECISIONS §11).
export function resourceId(id: string): string {
  if (id.length === 0 || id.length > ID_MAX) throw notFound();
  return id;
}

/** The signed-in user's items (spec §3 Inventory item, §5 Add item); mounted at /api/inventory. */
export function inventoryRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get("/", async (c) => c.json(await listItems(ctx, requireVerifiedUser(c).id)))
    .post("/", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const input = await validBody(c, addItemInputSchema);
      return c.json(await addItem(ctx, userId, input), 201);
    })
    .post("/delete-batch", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const { ids } = await validBody(c, batchBody);
      return c.json({ deleted: await deleteItems(ctx, userId, ids) });
    })
    .delete("/:id", async (c) => {
      await deleteItem(ctx, requireVerifiedUser(c).id, resourceId(c.req.param("id")));
      return c.body(null, 204);
    });
}
