import { Hono } from "hono";
import { decideVerificationSchema, verificationRequestParamSchema } from "#core/schemas/verification.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { staffOnly } from "#server/http/guards.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { valid } from "#server/http/validate.ts";
import { decideVerification, readVerificationReview } from "#server/services/verification.ts";

/**
 * A moderator's review of a verification request (docs/product.md#proof-and-verification); mounted at
 * /api/admin/verification. The queue that lists requests is the moderation screen's.
 */
export function adminVerificationRoutes(ctx: ServerContext) {
  return new Hono<AppBindings>()
    .use(staffOnly(ctx, "moderator"))
    .get("/:requestId", valid("param", verificationRequestParamSchema), async (c) =>
      c.json(await readVerificationReview(ctx, c.req.valid("param").requestId)),
    )
    .post(
      "/:requestId/decide",
      valid("param", verificationRequestParamSchema),
      valid("json", decideVerificationSchema),
      async (c) => {
        // The audit log names the moderator by nickname, else e-mail; staffOnly read their role just now.
        const { id, nickname, email } = requireVerifiedUser(c);
        const moderator = { id, name: nickname ?? email };
        const verdict = c.req.valid("json");
        return c.json(await decideVerification(ctx, moderator, c.req.valid("param").requestId, verdict));
      },
    );
}
