import { Hono } from "hono";
import { auditQuerySchema } from "#core/schemas/admin.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";
import { valid } from "#server/http/validate.ts";
import { listAudit } from "#server/services/console/audit-read.ts";

/** The console's audit log, read-only, an admin's; mounted at /api/admin/audit (docs/product.md#the-console). */
export function adminAuditRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(staffOnly(ctx, "admin"))
    .get("/", valid("query", auditQuerySchema), async (c) =>
      c.json(await listAudit(ctx, c.req.valid("query"))),
    );
}
