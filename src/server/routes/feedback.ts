import { Hono } from "hono";
import { feedbackSchema } from "#core/schemas/feedback.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { ownFeedback, submitFeedback } from "#server/services/feedback.ts";

/**
 * Bug reports and feature requests from Settings (docs/product.md#feedback), and the player's own with their
 * replies (docs/product.md#feedback-inbox); mounted at /api/feedback.
 */
export function feedbackRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(verifiedOnly)
    .post("/", valid("json", feedbackSchema), async (c) => {
      await submitFeedback(ctx, requireVerifiedUser(c), c.req.valid("json"), c.req.header("accept-language"));
      return c.body(null, 201);
    })
    .get("/mine", async (c) => c.json(await ownFeedback(ctx, requireVerifiedUser(c).id)));
}
