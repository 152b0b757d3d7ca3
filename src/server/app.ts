import { Hono } from "hono";
import { createAuth } from "./auth/auth.ts";
import { authRoutes } from "./auth/routes.ts";
import type { AppBindings, ServerContext } from "./context.ts";
import { errorResponse, notFound } from "./errors.ts";
import { originCheck } from "./http/origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { sessionMiddleware } from "./http/session.ts";
import { getLogger } from "./observability/logger.ts";
import { requestLog } from "./observability/request-log.ts";
import { accountRoutes } from "./routes/account.ts";
import { achievementApiRoutes } from "./routes/achievements.ts";
import { configRoutes } from "./routes/config.ts";
import { devMailboxRoutes } from "./routes/dev-mailbox.ts";
import { feedbackRoutes } from "./routes/feedback.ts";
import { gameDataRoutes } from "./routes/game-data.ts";
import { hunterApiRoutes } from "./routes/hunters.ts";
import { liveRoutes } from "./routes/live.ts";
import { meRoutes } from "./routes/me.ts";
import { inventoryApiRoutes } from "./routes/presets.ts";

/** The whole HTTP app (no listen): middleware first, then one router per resource. */
export function createApp(ctx: ServerContext) {
  const auth = createAuth(ctx);
  const app = new Hono<AppBindings>();
  app.onError((error, c) => errorResponse(error, c));
  app.notFound((c) => errorResponse(notFound(), c));
  app.use("*", requestLog(getLogger(ctx.env.LOG_LEVEL)));
  app.use("*", securityHeaders({ https: ctx.env.BASE_URL.startsWith("https://") }));
  app.use("/api/*", originCheck(ctx.env));
  app.route("/", authRoutes(auth, ctx.env));
  app.use("/api/*", sessionMiddleware(auth));

  app.get("/api/health", (c) => c.json({ status: "ok", appId: ctx.env.APP_ID }));
  app.route("/api/account", accountRoutes(ctx, auth));
  app.route("/api/me", meRoutes(ctx, auth));
  app.route("/api/feedback", feedbackRoutes(ctx));
  app.route("/api", gameDataRoutes(ctx));
  app.route("/api", configRoutes(ctx));
  app.route("/api", hunterApiRoutes(ctx));
  app.route("/api", inventoryApiRoutes(ctx));
  app.route("/api", liveRoutes(ctx.live));
  app.route("/api", achievementApiRoutes(ctx));
  if (ctx.env.NODE_ENV !== "production") app.route("/", devMailboxRoutes(ctx));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
