import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";

/** The console's accounts: search, an account's page and what an admin does to it; /api/admin/users. */
export function adminUsersRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().use(staffOnly(ctx, "admin"));
}
