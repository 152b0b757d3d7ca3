import { isAPIError } from "better-auth/api";
import { Hono } from "hono";
import { messages } from "#core/messages.ts";
import { avatarSchema, changePasswordSchema } from "#core/schemas/account.ts";
import type { Auth } from "../auth/auth.ts";
import { limitPasswordCheck, PASSWORD_CHECK_LIMITS } from "../auth/password-limits.ts";
import { revokeResetTokens } from "../auth/reset-tokens.ts";
import type { AppBindings, ServerContext } from "../context.ts";
import { badRequest, forbidden } from "../errors.ts";
import { forwardCookies, readJson } from "../http/body.ts";
import { clientIp } from "../http/client-ip.ts";
import { requireUser, requireVerifiedUser } from "../http/session.ts";
import { loadMe, recordTutorialWatched, updateAvatar } from "../services/me.ts";

export function meRoutes(ctx: ServerContext, auth: Auth) {
  const app = new Hono<AppBindings>();

  // Also for unverified users: /verify-email shows their address from here.
  app.get("/", async (c) => c.json(await loadMe(ctx.database.db, requireUser(c).id, ctx.now())));

  app.put("/avatar", async (c) => {
    const user = requireVerifiedUser(c);
    const input = avatarSchema.parse(await readJson(c));
    return c.json(await updateAvatar(ctx, user.id, input));
  });

  app.post("/password", async (c) => {
    const user = requireVerifiedUser(c);
    if (user.isAnonymous) throw forbidden(messages.anonymousPassword, "anonymous-password");
    const input = changePasswordSchema.parse(await readJson(c));
    await limitPasswordCheck(ctx, "change-password", clientIp(c, ctx.env), {
      key: `account|change-password|${user.id}`,
      rule: PASSWORD_CHECK_LIMITS.perAccount,
    });
    try {
      // Other devices are signed out; this one gets a fresh session cookie.
      const result = await auth.api.changePassword({
        body: { ...input, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, result.headers);
      await revokeResetTokens(ctx.database.db, user.id);
    } catch (error) {
      if (isAPIError(error)) throw badRequest(messages.passwordUpdateFailed);
      throw error;
    }
    return c.body(null, 204);
  });

  app.post("/tutorial", async (c) => {
    await recordTutorialWatched(ctx, requireVerifiedUser(c).id);
    return c.body(null, 204);
  });

  return app;
}
