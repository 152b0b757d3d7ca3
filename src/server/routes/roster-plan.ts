import { Hono } from "hono";
import { rosterApplySchema, rosterPlanSettingsSchema } from "#core/schemas/roster-plan.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { idempotent } from "#server/http/idempotency.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import {
  applyRosterPlan,
  readRosterPlanSettings,
  saveRosterPlanSettings,
} from "#server/services/roster-plan.ts";

/**
 * The roster plan (docs/product.md#roster-plan); mounted at /api/roster-plan. The saved order and goals,
 * and "Apply all": every changed hunter saved in one transaction, all or nothing.
 */
export function rosterPlanRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .get("/settings", async (c) => c.json(await readRosterPlanSettings(ctx, requireVerifiedUser(c).id)))
    .put("/settings", idempotent(ctx, 200), valid("json", rosterPlanSettingsSchema), async (c) =>
      c.json(await saveRosterPlanSettings(ctx, requireVerifiedUser(c).id, c.req.valid("json"))),
    )
    .post("/apply", idempotent(ctx, 200), valid("json", rosterApplySchema), async (c) =>
      c.json(await applyRosterPlan(ctx, requireVerifiedUser(c).id, c.req.valid("json"))),
    );
}
