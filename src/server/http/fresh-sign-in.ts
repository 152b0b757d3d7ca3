import { createMiddleware } from "hono/factory";
import { messages } from "#core/messages.ts";
import { needsReauth } from "#core/rules/admin.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { forbidden, unauthorized } from "#server/errors.ts";
import { sessionSignedInAt } from "#server/services/console/sign-in-age.ts";

/**
 * A destructive console action's guard (docs/product.md#the-console): the session must have been signed in
 * within the last 10 minutes, else 403 `reauth-required` and the console asks for the password or a passkey
 * (docs/decisions.md#2026-12-06-re-authentication-is-a-fresh-session). Real time, as better-auth stamps it.
 */
export const freshSignIn = (ctx: Pick<ServerContext, "database">) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const sessionId = c.get("sessionId");
    if (!sessionId) throw unauthorized();
    const signedInAt = await sessionSignedInAt(ctx, sessionId);
    if (!signedInAt || needsReauth(signedInAt, new Date())) {
      throw forbidden(messages.reauthRequired, "reauth-required");
    }
    await next();
  });
