import { APIError, type createAuthMiddleware } from "better-auth/api";
import { messages } from "#core/messages.ts";
import type { Db } from "../db/client.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import { accountLimitKey, consumeLimit, type LimitRule } from "./account-limits.ts";
import { isKnownSignInAddress } from "./known-addresses.ts";

// The better-auth endpoints the web app uses, each with its limit per client address (better-auth's
// limiter, rows in rate_limit). Every other one answers 404 (routes.ts), so a new better-auth version opens
// nothing by itself; our own routes stand in for sign-up, update-user and change-password. The longest
// window here bounds the per-account windows below (account-limits.ts).
export const ipRateLimits = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-in/anonymous": { window: 600, max: 10 },
  "/request-password-reset": { window: 600, max: 10 },
  "/send-verification-email": { window: 600, max: 10 },
  "/reset-password": { window: 600, max: 10 },
  // The owner's way past a lock-out (sign-in-link.ts): asking mails a link; opening it spends a token of
  // 32 letters, kept hashed, so there too only a flood is to stop.
  "/sign-in/magic-link": { window: 600, max: 10 },
  "/magic-link/verify": { window: 60, max: 30 },
  // A signed link and the caller's own session: nothing to guess, only a flood to stop.
  "/verify-email": { window: 60, max: 30 },
  "/sign-out": { window: 60, max: 30 },
  // Sign-in through a provider (provider-sign-in.ts): starting a flow or a link stores a state, so a flood is
  // what to stop; the callback spends that state once, and an unknown provider's path stays closed.
  "/sign-in/social": { window: 60, max: 10 },
  "/link-social": { window: 60, max: 10 },
  "/callback/discord": { window: 60, max: 30 },
  "/callback/google": { window: 60, max: 30 },
  "/callback/oidc": { window: 60, max: 30 },
  // Passkeys: a signed challenge, nothing to guess; the sign-in itself is held to the password's limit.
  "/passkey/generate-register-options": { window: 60, max: 10 },
  "/passkey/verify-registration": { window: 60, max: 10 },
  "/passkey/generate-authenticate-options": { window: 60, max: 30 },
  "/passkey/verify-authentication": { window: 60, max: 10 },
} as const;

// Per account (the e-mail in the body), so one account cannot be hammered from many addresses.
export const SIGN_IN_PER_ACCOUNT: LimitRule = { window: 60, max: 5 };

const accountRateLimits: Record<string, LimitRule> = {
  "/sign-in/email": SIGN_IN_PER_ACCOUNT,
  "/request-password-reset": { window: 600, max: 3 },
  "/send-verification-email": { window: 600, max: 3 },
  // Every link asked for reaches the owner's mailbox, so a stranger spending these leaves the owner links.
  "/sign-in/magic-link": { window: 600, max: 3 },
};

export const REGISTER_LIMITS = {
  perIp: { window: 600, max: 10 },
  perAccount: { window: 600, max: 5 },
} satisfies Record<string, LimitRule>;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export async function enforceAccountLimits(db: Db, enabled: boolean, ctx: HookContext) {
  const rule = accountRateLimits[ctx.path];
  // Calls our own server code makes through auth.api carry no request: only clients are limited.
  if (!enabled || !rule || !ctx.request) return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return;
  // Strangers spending an account's attempts must not lock its owner out: an address that has signed in
  // to the account before is held to the per-address limit only.
  const ip = ctx.headers?.get(CLIENT_IP_HEADER);
  if (ctx.path === "/sign-in/email" && ip && (await isKnownSignInAddress(db, email, ip, new Date()))) return;
  const result = await consumeLimit(db, accountLimitKey(ctx.path, email), rule, Date.now());
  if (result.allowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: messages.tooManyAttempts },
    { "X-Retry-After": String(result.retryAfter) },
  );
}
