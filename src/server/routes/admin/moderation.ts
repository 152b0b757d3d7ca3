import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";

/** The console's moderation queue; mounted at /api/admin/moderation (docs/product.md#the-console). */
export function adminModerationRoutes(_ctx: ServerContext) {
  return new Hono<AppBindings>();
}
