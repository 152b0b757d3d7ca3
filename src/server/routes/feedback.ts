import { Hono } from "hono";
import { feedbackSchema } from "#core/schemas/feedback.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { verifiedOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { submitFeedback } from "#server/services/feedback.ts";

/** Bug reports and feature requests from Settings (docs/product.md#feedback); mounted at /api/feedback. */
export function feedbackRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>().use(verifiedOnly).post("/", valid("json", feedbackSchema), async (c) => {
    await submitFeedback(ctx, requireVerifiedUser(c), c.req.valid("json"));
    return c.body(null, 201);
  });
}
