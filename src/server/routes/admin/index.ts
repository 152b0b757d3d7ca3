import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";
import { adminAuditRoutes } from "./audit.ts";
import { adminFeedbackRoutes } from "./feedback.ts";
import { adminGameDataRoutes } from "./game-data.ts";
import { adminInstanceRoutes } from "./instance.ts";
import { adminModerationRoutes } from "./moderation.ts";
import { adminOverviewRoutes } from "./overview.ts";
import { adminUsersRoutes } from "./users.ts";
import { adminVerificationRoutes } from "./verification.ts";

/**
 * The console's API (docs/product.md#the-console), one router per area; mounted at /api/admin. Every route
 * needs a moderator at least; an admin-only area adds `staffOnly(ctx, "admin")` in its own router.
 */
export function adminRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(staffOnly(ctx, "moderator"))
    .route("/overview", adminOverviewRoutes(ctx))
    .route("/users", adminUsersRoutes(ctx))
    .route("/feedback", adminFeedbackRoutes(ctx))
    .route("/moderation", adminModerationRoutes(ctx))
    .route("/verification", adminVerificationRoutes(ctx))
    .route("/game-data", adminGameDataRoutes(ctx))
    .route("/instance", adminInstanceRoutes(ctx))
    .route("/audit", adminAuditRoutes(ctx));
}
