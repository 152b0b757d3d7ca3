import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { messages } from "#core/messages.ts";
import type { Auth } from "../auth/auth.ts";
import { setsSessionCookie } from "../auth/session-renewal.ts";
import type { AppBindings, ServerContext, SessionUser } from "../context.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { type FoundSession, findSession, type SessionRead } from "../services/session-lookup.ts";

type AuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  isAnonymous?: boolean | null;
  nickname?: string | null;
};

const toSessionUser = (u: AuthUser): SessionUser => ({
  id: u.id,
  email: u.email,
  emailVerified: u.emailVerified,
  isAnonymous: u.isAnonymous === true,
  nickname: u.nickname ?? null,
});

type CookieCheck = {
  sessionCookie: string;
  sessionDataCookie: string;
  key: Buffer;
  expiresInMs: number;
  updateAgeMs: number;
};

async function cookieCheckOf(auth: Auth): Promise<CookieCheck> {
  const context = await auth.$context;
  return {
    sessionCookie: context.authCookies.sessionToken.name,
    sessionDataCookie: context.authCookies.sessionData.name,
    key: Buffer.from(context.secret, "utf8"),
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

// better-auth's signed cookie is `token.base64(HMAC-SHA256(secret, token))` (better-call's signCookieValue).
export function signedToken(value: string | undefined, key: Buffer): string | null {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "utf8");
  const expected = Buffer.from(createHmac("sha256", key).update(token).digest("base64"), "utf8");
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session of a signed session cookie in one prepared statement, read from the database on every
 * request, so a revoked session is refused at once on every instance (no cache, no staleness window).
 * Only the plain case is answered here: a valid session that better-auth would hand back unchanged. A
 * bad signature, a miss, an expired session, one due for renewal and a leftover cookie cache go to
 * better-auth, which answers them (and clears or renews the cookie) as it always has.
 */
async function plainSession(
  ctx: ServerContext,
  check: CookieCheck,
  c: Context<AppBindings>,
  read: SessionRead<unknown> | undefined,
): Promise<FoundSession | null> {
  if (getCookie(c, check.sessionDataCookie) !== undefined) return null;
  const token = signedToken(getCookie(c, check.sessionCookie), check.key);
  if (!token) return null;
  const found = await findSession(ctx, token, read);
  if (!found) return null;
  // better-auth's own clock decides expiry and renewal (real time, not the app's ctx.now).
  const expiresAt = found.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt < now || expiresAt - check.expiresInMs + check.updateAgeMs <= now) return null;
  return found;
}

/**
 * Sets `c.var.user` from the session cookie or a bearer session token (better-auth's bearer plugin; null
 * when signed out). Requests without either (public pages, benchmarks) never touch the database here.
 * `reads` names, by path, the GETs whose own read rides the session's statement (SessionRead).
 */
export function sessionMiddleware(
  ctx: ServerContext,
  auth: Auth,
  reads: Readonly<Record<string, SessionRead<unknown>>> = {},
): MiddlewareHandler<AppBindings> {
  let cookieCheck: Promise<CookieCheck> | undefined;
  return async (c, next) => {
    const bearer = /^bearer\s/i.test(c.req.header("authorization") ?? "");
    c.set("account", null);
    if (!bearer && !c.req.header("cookie")?.includes("session_token")) {
      c.set("user", null);
      c.set("sessionId", null);
      return next();
    }
    if (!bearer) {
      cookieCheck ??= cookieCheckOf(auth);
      const read = c.req.method === "GET" ? reads[c.req.path] : undefined;
      const found = await plainSession(ctx, await cookieCheck, c, read);
      if (found) {
        c.set("user", toSessionUser(found.user));
        c.set("sessionId", found.sessionId);
        c.set("account", found);
        return next();
      }
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
