import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { storedAchievementsOf } from "#server/services/achievements.ts";

/** The player's stored achievement progress (docs/product.md#achievements); mounted at /api/achievements. */
export function achievementRoutes(ctx: Pick<ServerContext, "database">) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/", async (c) => c.json(await storedAchievementsOf(ctx, requireVerifiedUser(c).id)));
}
