import { isAPIError } from "better-auth/api";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "#core/messages.ts";
import { avatarSchema, changePasswordSchema, languageSettingsSchema } from "#core/schemas/account.ts";
import type { Auth } from "../auth/auth.ts";
import { limitPasswordCheck, PASSWORD_CHECK_LIMITS } from "../auth/password-limits.ts";
import type { AppBindings, ServerContext } from "../context.ts";
import { badRequest, forbidden } from "../errors.ts";
import { forwardCookies } from "../http/body.ts";
import { clientIp } from "../http/client-ip.ts";
import { verifiedOnly } from "../http/guards.ts";
import { requireVerifiedUser } from "../http/session.ts";
import { valid } from "../http/validate.ts";
import { meOf, recordTutorialWatched, updateAvatar, updateLanguageSettings } from "../services/me.ts";
import { endPasswordResets } from "../services/request-limits.ts";

// A guest has no password to change (docs/product.md#guest-accounts), whatever the request holds.
const notAnonymous = createMiddleware<AppBindings>(async (c, next) => {
  if (requireVerifiedUser(c).isAnonymous) throw forbidden(messages.anonymousPassword, "anonymous-password");
  await next();
});

/** The signed-in user's own document and settings; mounted at /api/me. */
export function meRoutes(ctx: ServerContext, auth: Auth) {
  return (
    new Hono<AppBindings>()
      // Also for unverified users: /verify-email shows their address from here. A visitor gets null,
      // not a 401: "who am I" has an answer for everyone, and /login loads without a failed request.
      .get("/", async (c) => {
        const user = c.get("user");
        return c.json(user ? await meOf(ctx, user.id, c.get("account")) : null);
      })
      .put("/avatar", verifiedOnly, valid("json", avatarSchema), async (c) => {
        const user = requireVerifiedUser(c);
        return c.json(await updateAvatar(ctx, user.id, c.req.valid("json")));
      })
      .put("/language", verifiedOnly, valid("json", languageSettingsSchema), async (c) => {
        const user = requireVerifiedUser(c);
        return c.json(await updateLanguageSettings(ctx, user.id, c.req.valid("json")));
      })
      .post("/password", verifiedOnly, notAnonymous, valid("json", changePasswordSchema), async (c) => {
        const user = requireVerifiedUser(c);
        await limitPasswordCheck(ctx, "change-password", clientIp(c, ctx.env), {
          key: `account|change-password|${user.id}`,
          rule: PASSWORD_CHECK_LIMITS.perAccount,
        });
        try {
          // Other devices are signed out; this one gets a fresh session cookie.
          const result = await auth.api.changePassword({
            body: { ...c.req.valid("json"), revokeOtherSessions: true },
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
          forwardCookies(c, result.headers);
          await endPasswordResets(ctx, user.id);
        } catch (error) {
          if (isAPIError(error)) throw badRequest(messages.passwordUpdateFailed);
          throw error;
        }
        return c.body(null, 204);
      })
      .post("/tutorial", verifiedOnly, async (c) => {
        await recordTutorialWatched(ctx, requireVerifiedUser(c).id);
        return c.body(null, 204);
      })
  );
}
