import { Hono } from "hono";
import { reportSchema } from "#core/schemas/report.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { submitReport } from "#server/services/reports.ts";

/** A player's report of a public build or profile (docs/product.md#reports); mounted at /api/reports. */
export function reportsRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().use(verifiedOnly).post("/", valid("json", reportSchema), async (c) => {
    const created = await submitReport(ctx, requireVerifiedUser(c).id, c.req.valid("json"));
    return c.json(created, 201);
  });
}
