import type { Context } from "hono";
import { Hono } from "hono";
import {
  feedbackListQuerySchema,
  feedbackReplySchema,
  feedbackTriageSchema,
} from "#core/schemas/feedback-inbox.ts";
import { idParamSchema } from "#core/schemas/params.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { staffActor } from "#server/http/staff-actor.ts";
import { valid } from "#server/http/validate.ts";
import {
  getFeedback,
  listFeedback,
  replyToFeedback,
  type StaffMember,
  triageFeedback,
} from "#server/services/feedback-inbox.ts";

// The reply's author is shown to the player by nickname; the audit log names them as the console does.
async function staffMember(ctx: ServerContext, c: Context<AppBindings>): Promise<StaffMember> {
  const actor = await staffActor(ctx, c);
  return { ...actor, nickname: requireVerifiedUser(c).nickname };
}

/**
 * The console's feedback inbox (docs/product.md#feedback-inbox); mounted at /api/admin/feedback behind the
 * console's moderator guard (routes/admin/index.ts).
 */
export function adminFeedbackRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .get("/", valid("query", feedbackListQuerySchema), async (c) =>
      c.json(await listFeedback(ctx, c.req.valid("query"))),
    )
    .get("/:id", valid("param", idParamSchema), async (c) =>
      c.json(await getFeedback(ctx, await staffActor(ctx, c), c.req.valid("param").id)),
    )
    .put("/:id", valid("param", idParamSchema), valid("json", feedbackTriageSchema), async (c) =>
      c.json(
        await triageFeedback(ctx, await staffMember(ctx, c), c.req.valid("param").id, c.req.valid("json")),
      ),
    )
    .post("/:id/replies", valid("param", idParamSchema), valid("json", feedbackReplySchema), async (c) =>
      c.json(
        await replyToFeedback(ctx, await staffMember(ctx, c), c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
    );
}
