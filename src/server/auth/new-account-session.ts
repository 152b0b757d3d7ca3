import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * The first session of an account registration has just written (routes/account.ts). Signing in with the
 * password instead derived its key a second time: registration checked a password it had hashed a moment
 * before, twice the CPU of every sign-up (docs/decisions.md, "CI in half the time"). The session is made
 * by better-auth's own adapter, so its database hooks (a suspended account refused, the sign-in address
 * remembered, a referral credited) run as for any sign-in, and its cookie is better-auth's own.
 * Server-only: no HTTP path reaches it.
 */
export const newAccountSession = () =>
  ({
    id: "new-account-session",
    endpoints: {
      newAccountSession: createAuthEndpoint(
        "/new-account-session",
        { method: "POST", body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("UNAUTHORIZED");
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
