import { Hono } from "hono";
import { idParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { listHiddenBuilds, listNotices, markNoticeRead } from "#server/services/notice-reads.ts";

/**
 * What the player is told of what moderators did to what is theirs (docs/product.md#reports); mounted at
 * /api/notices. `hidden-builds` lists the player's builds a moderator hid, with the reason.
 */
export function noticesRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) => c.json({ notices: await listNotices(ctx, requireVerifiedUser(c).id) }))
    .get("/hidden-builds", async (c) =>
      c.json({ builds: await listHiddenBuilds(ctx, requireVerifiedUser(c).id) }),
    )
    .post("/:id/read", valid("param", idParamSchema), async (c) => {
      await markNoticeRead(ctx, requireVerifiedUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
