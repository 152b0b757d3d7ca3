import { Hono } from "hono";
import { nicknameParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { valid } from "#server/http/validate.ts";
import { getPublicProfile } from "#server/services/profiles.ts";

/** Public profiles by nickname for signed-in players (docs/product.md#public-profile); mounted at /api/profiles. */
export function profileRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/:nickname", valid("param", nicknameParamSchema), async (c) => {
      return c.json(await getPublicProfile(ctx, c.req.valid("param").nickname));
    });
}
