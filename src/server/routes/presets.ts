import { Hono } from "hono";
import { presetInputSchema, presetUpdateSchema } from "#core/schemas/presets.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { createPreset, deletePreset, listPresets, updatePreset } from "#server/services/presets.ts";
import { inventoryRoutes, resourceId, validBody } from "./inventory.ts";

/** The signed-in user's inventory filter presets (spec §3 Inventory preset, §5); mounted at /api/presets. */
export function presetRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get("/", async (c) => c.json(await listPresets(ctx, requireVerifiedUser(c).id)))
    .post("/", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const input = await validBody(c, presetInputSchema);
      return c.json(await createPreset(ctx, userId, input), 201);
    })
    .put("/:id", async (c) => {
      const userId = requireVerifiedUser(c).id;
      const update = await validBody(c, presetUpdateSchema);
      return c.json(await updatePreset(ctx, userId, resourceId(c.req.param("id")), update));
    })
    .delete("/:id", async (c) => {
      await deletePreset(ctx, requireVerifiedUser(c).id, resourceId(c.req.param("id")));
      return c.body(null, 204);
    });
}

/** Everything of issue 6 in one mount at /api: the items and the presets that filter them. */
export function inventoryApiRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .route("/inventory", inventoryRoutes(ctx))
    .route("/presets", presetRoutes(ctx));
}
