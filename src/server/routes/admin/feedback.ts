import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";

/** The console's feedback inbox; mounted at /api/admin/feedback (docs/product.md#the-console). */
export function adminFeedbackRoutes(_ctx: ServerContext) {
  return new Hono<AppBindings>();
}
