import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";

/** The console's audit log, read-only; mounted at /api/admin/audit (docs/product.md#the-console). */
export function adminAuditRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().use(staffOnly(ctx, "admin"));
}
