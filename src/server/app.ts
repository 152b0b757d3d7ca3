import { Hono } from "hono";
import { createAuth } from "./auth/auth.ts";
import { authRoutes } from "./auth/routes.ts";
import type { AppBindings, ServerContext } from "./context.ts";
import { errorResponse, notFound } from "./errors.ts";
import { limitBody } from "./http/body.ts";
import { compression } from "./http/compression.ts";
import { limitJsonDepth } from "./http/json-depth.ts";
import { originCheck } from "./http/origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { sessionMiddleware } from "./http/session.ts";
import { loginFormRoutes } from "./login-page/route.ts";
import { getLogger } from "./observability/logger.ts";
import { createMetrics } from "./observability/metrics.ts";
import { requestLog } from "./observability/request-log.ts";
import { accountRoutes } from "./routes/account.ts";
import { achievementRoutes } from "./routes/achievements.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { calendarFeedRoutes, calendarFileRoutes } from "./routes/calendar.ts";
import { cardRoutes } from "./routes/cards.ts";
import { configRoutes } from "./routes/config.ts";
import { devMailboxRoutes } from "./routes/dev-mailbox.ts";
import { discordRoutes } from "./routes/discord.ts";
import { discordFeedRoutes } from "./routes/discord-feeds.ts";
import { exploreRoutes } from "./routes/explore.ts";
import { feedbackRoutes } from "./routes/feedback.ts";
import { functionRoutes } from "./routes/functions.ts";
import { gameDataRoutes } from "./routes/game-data.ts";
import { hunterRoutes } from "./routes/hunters.ts";
import { inventoryRoutes } from "./routes/inventory.ts";
import { liveRoutes } from "./routes/live.ts";
import { meRoutes } from "./routes/me.ts";
import { noticesRoutes } from "./routes/notices.ts";
import { presetRoutes } from "./routes/presets.ts";
import { profileRoutes } from "./routes/profiles.ts";
import { proofRoutes } from "./routes/proof.ts";
import { publicHunterRoutes } from "./routes/public-hunters.ts";
import { reminderRoutes } from "./routes/reminders.ts";
import { reportsRoutes } from "./routes/reports.ts";
import { rosterPlanRoutes } from "./routes/roster-plan.ts";
import { signInRoutes } from "./routes/sign-in.ts";
import { transferRoutes } from "./routes/transfer.ts";
import { rosterRead } from "./services/hunter-reads.ts";
import { inventoryRead } from "./services/inventory.ts";
import { presetsRead } from "./services/presets.ts";

/**
 * The JSON API, one router per resource; one chain, so its type is the contract the web client reads.
 * The "/" mounts come last, and `npm run new -- page <name>` mounts a new resource right before them.
 */
export function apiRoutes(ctx: ServerContext, auth: ReturnType<typeof createAuth>) {
  return new Hono<AppBindings>()
    .basePath("/api")
    .get("/health", (c) => c.json({ status: "ok", appId: ctx.env.APP_ID }))
    .route("/account", accountRoutes(ctx, auth))
    .route("/me", meRoutes(ctx, auth))
    .route("/sign-in", signInRoutes(ctx, auth))
    .route("/feedback", feedbackRoutes(ctx))
    .route("/reports", reportsRoutes(ctx))
    .route("/notices", noticesRoutes(ctx))
    .route("/game-data", gameDataRoutes(ctx))
    .route("/config", configRoutes(ctx))
    .route("/hunters", hunterRoutes(ctx))
    .route("/public/hunters", publicHunterRoutes(ctx))
    .route("/proof", proofRoutes(ctx))
    .route("/profiles", profileRoutes(ctx))
    .route("/explore", exploreRoutes(ctx))
    .route("/cards", cardRoutes(ctx))
    .route("/reminders", reminderRoutes(ctx))
    .route("/discord-feeds", discordFeedRoutes(ctx))
    .route("/inventory", inventoryRoutes(ctx))
    .route("/presets", presetRoutes(ctx))
    .route("/roster-plan", rosterPlanRoutes(ctx))
    .route("/achievements", achievementRoutes(ctx))
    .route("/calendar/feed", calendarFeedRoutes(ctx))
    .route("/calendar", calendarFileRoutes(ctx))
    .route("/functions", functionRoutes(ctx))
    .route("/admin", adminRoutes(ctx))
    .route("/", transferRoutes(ctx))
    .route("/", liveRoutes(ctx));
}

/** The whole HTTP app (no listen): middleware first, then better-auth, then our API. */
export function createApp(ctx: ServerContext) {
  const auth = createAuth(ctx);
  const app = new Hono<AppBindings>();
  app.onError((error, c) => errorResponse(error, c));
  app.notFound((c) => errorResponse(notFound(), c));
  const metrics = createMetrics(ctx.env, ctx.live);
  app.use("*", requestLog(getLogger(ctx.env.LOG_LEVEL), metrics.observe));
  app.get("/metrics", metrics.endpoint);
  app.use(
    "*",
    securityHeaders({
      https: ctx.env.BASE_URL.startsWith("https://"),
      baseUrl: ctx.env.BASE_URL,
      tutorialVideoUrl: ctx.env.TUTORIAL_VIDEO_URL,
    }),
  );
  app.use("*", compression());
  // Discord's interactions carry its signature instead of an Origin (routes/discord.ts); absent settings, no endpoint.
  if (ctx.env.DISCORD_APPLICATION_ID && ctx.env.DISCORD_PUBLIC_KEY) {
    app.route("/api/discord", discordRoutes(ctx, ctx.env.DISCORD_PUBLIC_KEY));
  }
  app.use("/api/*", originCheck(ctx.env));
  app.use("*", limitBody());
  app.use("*", limitJsonDepth());
  app.route("/", authRoutes(auth, ctx.env));
  app.route("/", loginFormRoutes(auth, ctx.env));
  // The lists a player's screens open with ride the session check: one round trip each
  // (docs/decisions.md#2026-11-29-the-lists-ride-the-session-check-the-devices-language-as-a-cookie).
  app.use(
    "/api/*",
    sessionMiddleware(ctx, auth, {
      "/api/hunters": rosterRead,
      "/api/inventory": inventoryRead,
      "/api/presets": presetsRead,
    }),
  );
  app.route("/", apiRoutes(ctx, auth));
  if (ctx.env.NODE_ENV !== "production") app.route("/", devMailboxRoutes(ctx));
  return app;
}
