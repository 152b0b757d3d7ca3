import { Hono } from "hono";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffActor } from "#server/http/staff-actor.ts";
import { readConsoleOverview } from "#server/services/console/overview.ts";

/** The console's shell: the caller's areas and the queues' counts; mounted at /api/admin/overview. */
export function adminOverviewRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().get("/", async (c) => {
    const { role } = await staffActor(ctx, c);
    return c.json(await readConsoleOverview(ctx, role));
  });
}
