import { Hono } from "hono";
import { idParamSchema } from "#core/schemas/params.ts";
import { presetInputSchema, presetUpdateSchema } from "#core/schemas/presets.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { idempotent } from "#server/http/idempotency.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { createPreset, deletePreset, listPresets, updatePreset } from "#server/services/presets.ts";

/** The signed-in user's inventory filter presets (docs/product.md#preset-fields, #presets); mounted at /api/presets. */
export function presetRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) => c.json(await listPresets(ctx, requireVerifiedUser(c).id, c.get("account"))))
    .post("/", idempotent(ctx, 201), valid("json", presetInputSchema), async (c) => {
      const userId = requireVerifiedUser(c).id;
      return c.json(await createPreset(ctx, userId, c.req.valid("json")), 201);
    })
    .put(
      "/:id",
      idempotent(ctx, 200),
      valid("param", idParamSchema),
      valid("json", presetUpdateSchema),
      async (c) => {
        const userId = requireVerifiedUser(c).id;
        return c.json(await updatePreset(ctx, userId, c.req.valid("param").id, c.req.valid("json")));
      },
    )
    .delete("/:id", idempotent(ctx, 204), valid("param", idParamSchema), async (c) => {
      await deletePreset(ctx, requireVerifiedUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
