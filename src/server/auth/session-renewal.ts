import { type createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

// Every way a browser gets a session: password, sign-in link, a provider's callback, a passkey.
const SIGNS_IN = ["/sign-in/", "/magic-link/verify", "/callback/", "/passkey/verify-authentication"];

/**
 * A browser whose privilege changes gets a new session token and its old one ends, so a cookie planted
 * in it or copied from it before cannot ride along
 * (docs/security.md#accounts-and-origins-each-promise-and-the-test-that-proves-it). Here: a sign-in (a mailed
 * sign-in link's too) ends the session the browser held, and a verification link opened where the verified
 * account is signed in renews that session. A provider's callback and a passkey count as sign-ins.
 * Registration and the guest merge sign in afresh themselves; a password change renews in better-auth
 * (revokeOtherSessions).
 */
export async function renewSessionOnPrivilegeChange(ctx: HookContext) {
  if (SIGNS_IN.some((path) => ctx.path.startsWith(path))) await endPreviousSession(ctx);
  else if (ctx.path === "/verify-email") await renewVerifiedSession(ctx);
}

async function endPreviousSession(ctx: HookContext) {
  const created = ctx.context.newSession;
  const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (created && previous && previous !== created.session.token) {
    await ctx.context.internalAdapter.deleteSession(previous);
  }
}

async function renewVerifiedSession(ctx: HookContext) {
  if (!verificationSucceeded(ctx.context.returned)) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  const verified = tokenEmail(ctx.query?.token);
  if (!current || !verified || current.user.email.toLowerCase() !== verified) return;
  const renewed = await ctx.context.internalAdapter.createSession(current.user.id);
  await setSessionCookie(ctx, { session: renewed, user: { ...current.user, emailVerified: true } });
  await ctx.context.internalAdapter.deleteSession(current.session.token);
}

// better-auth answers a verification with a redirect to the callbackURL, which names an error when it failed.
function verificationSucceeded(returned: unknown): boolean {
  if (!isAPIError(returned)) return true;
  const location = returned.status === "FOUND" ? new Headers(returned.headers).get("location") : null;
  return location !== null && !new URL(location, "http://x").searchParams.has("error");
}

// The token is a JWT better-auth has just checked; only its e-mail is read here.
function tokenEmail(token: unknown): string | null {
  const payload = typeof token === "string" ? token.split(".")[1] : undefined;
  if (!payload) return null;
  try {
    const { email } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof email === "string" ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Whether a response hands the browser a new session (a deleted cookie does not count). */
export const setsSessionCookie = (headers: Headers) =>
  headers.getSetCookie().some((line) => /^[^=]*session_token=[^;]/.test(line) && !/max-age=0/i.test(line));
