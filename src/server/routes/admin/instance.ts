import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";

/** The console's instance settings and backups; mounted at /api/admin/instance (docs/product.md#the-console). */
export function adminInstanceRoutes(_ctx: ServerContext) {
  return new Hono<AppBindings>();
}
