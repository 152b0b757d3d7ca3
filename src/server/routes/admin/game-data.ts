import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";

/** The console's game data versions; mounted at /api/admin/game-data (docs/product.md#the-console). */
export function adminGameDataRoutes(_ctx: ServerContext) {
  return new Hono<AppBindings>();
}
