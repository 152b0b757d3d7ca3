import { Hono } from "hono";
import {
  exploreChoicesSchema,
  exploreClassQuerySchema,
  exploreQuerySchema,
  leaderboardQuerySchema,
} from "#core/schemas/explore.ts";
import { publicHunterParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { clientNetwork } from "#server/http/client-ip.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { idempotent } from "#server/http/idempotency.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import {
  exploreMeta,
  listExplore,
  readExploreChoices,
  recordCopy,
  recordView,
  saveExploreChoices,
} from "#server/services/explore.ts";
import { leaderboard, rankOf } from "#server/services/leaderboard.ts";

/**
 * Explore, meta and the leaderboards (docs/product.md#explore), mounted at /api/explore: the lists are open to
 * visitors; a copy and the owner's switches need a verified player.
 */
export function exploreRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get("/", valid("query", exploreQuerySchema), async (c) =>
      c.json(await listExplore(ctx, c.req.valid("query"))),
    )
    .get("/meta", valid("query", exploreClassQuerySchema), async (c) =>
      c.json(await exploreMeta(ctx, c.req.valid("query").class)),
    )
    .get("/leaderboard", valid("query", leaderboardQuerySchema), async (c) =>
      c.json(await leaderboard(ctx, c.req.valid("query"))),
    )
    .get("/choices", verifiedOnly, async (c) =>
      c.json(await readExploreChoices(ctx, requireVerifiedUser(c).id)),
    )
    .put("/choices", verifiedOnly, idempotent(ctx, 200), valid("json", exploreChoicesSchema), async (c) =>
      c.json(await saveExploreChoices(ctx, requireVerifiedUser(c).id, c.req.valid("json"))),
    )
    .get("/rank/:ownerId/:hunterId", valid("param", publicHunterParamSchema), async (c) => {
      const { ownerId, hunterId } = c.req.valid("param");
      return c.json(await rankOf(ctx, ownerId, hunterId));
    })
    .post("/views/:ownerId/:hunterId", valid("param", publicHunterParamSchema), async (c) => {
      const { ownerId, hunterId } = c.req.valid("param");
      const viewer = { user: c.get("user"), network: clientNetwork(c, ctx.env) };
      return c.json(await recordView(ctx, viewer, ownerId, hunterId));
    })
    .post(
      "/copies/:ownerId/:hunterId",
      verifiedOnly,
      idempotent(ctx, 200),
      valid("param", publicHunterParamSchema),
      async (c) => {
        const { ownerId, hunterId } = c.req.valid("param");
        return c.json(await recordCopy(ctx, requireVerifiedUser(c), ownerId, hunterId));
      },
    );
}
