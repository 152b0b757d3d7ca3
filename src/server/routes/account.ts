import { Hono } from "hono";
import { messages } from "#core/messages.ts";
import { loginSchema, registerSchema } from "#core/schemas/account.ts";
import { accountLimitKey } from "../auth/account-limits.ts";
import type { Auth } from "../auth/auth.ts";
import { signInMergingGuest } from "../auth/guest-sign-in.ts";
import { limitPasswordCheck } from "../auth/password-limits.ts";
import { REGISTER_LIMITS, SIGN_IN_PER_ACCOUNT } from "../auth/rate-limits.ts";
import { sendVerificationMail } from "../auth/verification.ts";
import type { AppBindings, ServerContext } from "../context.ts";
import { conflict, tooMany } from "../errors.ts";
import { forwardCookies } from "../http/body.ts";
import { CLIENT_IP_HEADER, clientIp } from "../http/client-ip.ts";
import { requireUser } from "../http/session.ts";
import { valid } from "../http/validate.ts";
import { languageFor } from "../i18n/texts.ts";
import { registerAccount } from "../services/account.ts";
import { meOf } from "../services/me.ts";
import { consumeRequestLimit } from "../services/request-limits.ts";

/** Registration (docs/product.md#login, #guest-accounts); mounted at /api/account. */
export function accountRoutes(ctx: ServerContext, auth: Auth) {
  return (
    new Hono<AppBindings>()
      .post("/register", valid("json", registerSchema), async (c) => {
        const input = c.req.valid("json");
        const ip = clientIp(c, ctx.env);
        if (ctx.env.RATE_LIMIT === "on") {
          const now = Date.now();
          const byIp = await consumeRequestLimit(
            ctx,
            `ip|register|${ip ?? "unknown"}`,
            REGISTER_LIMITS.perIp,
            now,
          );
          const byAccount = await consumeRequestLimit(
            ctx,
            accountLimitKey("register", input.email),
            REGISTER_LIMITS.perAccount,
            now,
          );
          if (!byIp.allowed || !byAccount.allowed) throw tooMany(messages.tooManyAttempts);
        }
        const current = c.get("user");
        const guest = current?.isAnonymous ? current : null;
        const { userId, email } = await registerAccount(ctx, input, guest);
        // A new session for the new account, a guest's too (its old sessions ended with the guest).
        const headers = new Headers({ "user-agent": c.req.header("user-agent") ?? "" });
        if (ip) headers.set(CLIENT_IP_HEADER, ip);
        const signIn = await auth.api.newAccountSession({ body: { userId }, headers, returnHeaders: true });
        forwardCookies(c, signIn.headers);
        try {
          // A new account has no language yet: the one its registration page was shown in.
          await sendVerificationMail(
            ctx,
            auth,
            userId,
            email,
            languageFor(null, c.req.header("accept-language")),
          );
        } catch (error) {
          // The account exists; /verify-email offers to send the mail again.
          console.error("Verification e-mail not sent", error);
        }
        return c.json(await meOf(ctx, userId, null), 201);
      })
      // A guest signing in to an existing account chose to bring its data along (docs/decisions.md).
      .post("/merge-guest", valid("json", loginSchema), async (c) => {
        const guest = requireUser(c);
        if (!guest.isAnonymous) throw conflict(messages.unknownError, "not-a-guest");
        const input = c.req.valid("json");
        const ip = clientIp(c, ctx.env);
        await limitPasswordCheck(ctx, "merge-guest", ip, {
          key: accountLimitKey("/sign-in/email", input.email),
          rule: SIGN_IN_PER_ACCOUNT,
        });
        const merged = await signInMergingGuest(ctx, auth, {
          guestId: guest.id,
          ...input,
          ip,
          userAgent: c.req.header("user-agent") ?? "",
        });
        forwardCookies(c, merged.headers);
        return c.json(await meOf(ctx, merged.accountId, null));
      })
  );
}
