import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";

/** The console's verification requests; mounted at /api/admin/verification (docs/product.md#the-console). */
export function adminVerificationRoutes(_ctx: ServerContext) {
  return new Hono<AppBindings>();
}
