import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { getStoredAchievements } from "#server/services/achievements.ts";
import { type FunctionsContext, functionRoutes } from "./functions.ts";

/** The player's stored achievement progress (spec §7 achievementsProgress); mounted at /api/achievements. */
export function achievementRoutes(ctx: Pick<ServerContext, "database">) {
  return new Hono<AppBindings>().get("/", async (c) =>
    c.json(await getStoredAchievements(ctx.database.db, requireVerifiedUser(c).id)),
  );
}

/** Everything of the achievements feature in one mount at /api: the stored progress and the callable. */
export function achievementApiRoutes(ctx: FunctionsContext) {
  return new Hono<AppBindings>()
    .route("/achievements", achievementRoutes(ctx))
    .route("/functions", functionRoutes(ctx));
}
