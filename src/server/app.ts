import { Hono } from "hono";
import type { Env } from "./env.ts";

export function createApp(env: Env) {
  const app = new Hono().basePath("/api");
  app.get("/health", (c) => c.json({ status: "ok", appId: env.APP_ID }));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
