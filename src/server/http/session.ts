import type { Context, MiddlewareHandler } from "hono";
import { messages } from "#core/messages.ts";
import type { Auth } from "../auth/auth.ts";
import { setsSessionCookie } from "../auth/session-renewal.ts";
import type { AppBindings, SessionUser } from "../context.ts";
import { forbidden, unauthorized } from "../errors.ts";

type AuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  isAnonymous?: boolean | null;
  nickname?: string | null;
};

export const toSessionUser = (u: AuthUser): SessionUser => ({
  id: u.id,
  email: u.email,
  emailVerified: u.emailVerified,
  isAnonymous: u.isAnonymous === true,
  nickname: u.nickname ?? null,
});

/**
 * Sets `c.var.user` from the session cookie or a bearer session token (better-auth's bearer plugin; null
 * when signed out). Requests without either (public pages, benchmarks) never touch the database here.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const bearer = /^bearer\s/i.test(c.req.header("authorization") ?? "");
    if (!bearer && !c.req.header("cookie")?.includes("session_token")) {
      c.set("user", null);
      c.set("sessionId", null);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set("user", response ? toSessionUser(response.user) : null);
    c.set("sessionId", response?.session.id ?? null);
    await next();
    // A session refreshed on its way through carries a new cookie expiry: pass it on, unless the route
    // replaced the session (registration, merge, password change): the old one's cookie would win.
    if (setsSessionCookie(c.res.headers)) return;
    for (const cookie of headers.getSetCookie()) c.res.headers.append("Set-Cookie", cookie);
  };
}

/** The signed-in user, or a 401. */
export function requireUser(c: Context<AppBindings>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user whose e-mail is verified (guests count as verified, docs/product.md#guest-accounts), or 401/403. */
export function requireVerifiedUser(c: Context<AppBindings>): SessionUser {
  const user = requireUser(c);
  if (!user.emailVerified && !user.isAnonymous) {
    throw forbidden(messages.emailNotVerified, "email-not-verified");
  }
  return user;
}
