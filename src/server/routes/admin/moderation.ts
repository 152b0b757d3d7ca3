import { type Context, Hono } from "hono";
import { queueItemParamSchema, reportParamSchema } from "#core/schemas/moderation.ts";
import { claimSchema, reportActionSchema } from "#core/schemas/report.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { actOnReport } from "#server/services/moderation-actions.ts";
import { claimItem, listModerationQueue } from "#server/services/moderation-queue.ts";

// The moderator as the queue and the audit log name them: nickname, else e-mail.
const moderatorOf = (c: Context<AppBindings>) => {
  const user = requireVerifiedUser(c);
  return { id: user.id, name: user.nickname ?? user.email };
};

/**
 * The moderators' queue (docs/product.md#moderation-queue); mounted at /api/admin/moderation. An item is
 * claimed when a moderator opens it; a report is then handled here, a verification request through
 * /api/admin/verification.
 */
export function adminModerationRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(staffOnly(ctx, "moderator"))
    .get("/", async (c) => c.json(await listModerationQueue(ctx)))
    .post("/:kind/:id/claim", valid("param", queueItemParamSchema), valid("json", claimSchema), async (c) => {
      const { kind, id } = c.req.valid("param");
      return c.json(await claimItem(ctx, moderatorOf(c), kind, id, c.req.valid("json").takeOver));
    })
    .post(
      "/reports/:id/act",
      valid("param", reportParamSchema),
      valid("json", reportActionSchema),
      async (c) => {
        return c.json(await actOnReport(ctx, moderatorOf(c), c.req.valid("param").id, c.req.valid("json")));
      },
    );
}
