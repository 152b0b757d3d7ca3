import { passkey as passkeys } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { getSessionCookie } from "better-auth/cookies";
import { anonymous, bearer } from "better-auth/plugins";
import { signInMessages } from "#core/sign-in-messages.ts";
import type { ServerContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { databaseOf } from "../db/context-database.ts";
import { account, passkey, rateLimit, session, user, verification } from "../db/schema.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import { allowedOrigins } from "../http/origin.ts";
import { signedToken } from "../http/session.ts";
import { languageFor } from "../i18n/texts.ts";
import { resetPasswordMail, verificationMail } from "../mail/templates.ts";
import { creditReferral } from "../services/referrals.ts";
import { logAuth } from "./auth-log.ts";
import { refuseSignInOverGuest } from "./guest-guard.ts";
import { endGuestFeedsOnSignOut } from "./guest-sign-out.ts";
import { rememberSignInAddress } from "./known-addresses.ts";
import { newAccountSession } from "./new-account-session.ts";
import { endWaysInBeforeProof } from "./proof.ts";
import {
  guardProviderFlows,
  keepGuestData,
  PROVIDER_EMAIL_NOT_VERIFIED,
  PROVIDER_ERROR_PATH,
  providerSignIn,
} from "./provider-sign-in.ts";
import { enforceAccountLimits, ipRateLimits } from "./rate-limits.ts";
import { afterPasswordReset } from "./reset-tokens.ts";
import { loadAuthSecret } from "./secret.ts";
import { renewSessionOnPrivilegeChange } from "./session-renewal.ts";
import { keepSignedInBrowser, signInLinks } from "./sign-in-link.ts";
import { refuseSuspendedSession } from "./suspended.ts";

const GUEST_EMAIL_DOMAIN = "guest.hunter-lodge.local";

const profileField = <T extends "string" | "boolean" | "date">(type: T) =>
  ({ type, required: false, input: false }) as const;

export function createAuth(ctx: ServerContext) {
  const { env } = ctx;
  const database = databaseOf(ctx);
  const secret = loadAuthSecret(env);
  // The session of the browser a verification link was opened in: it proved the address, so it stays.
  const sessionOf = (request: Request | undefined) =>
    request ? signedToken(getSessionCookie(request) ?? undefined, Buffer.from(secret, "utf8")) : null;
  return betterAuth({
    appName: "Hunter Lodge",
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: allowedOrigins(env),
    telemetry: { enabled: false },
    logger: { level: env.NODE_ENV === "production" ? "warn" : "error", log: logAuth },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, passkey },
    }),
    // A provider never links to an account by e-mail alone: the player signs in to that account first and adds
    // the provider in Settings (link-social), and even then only with an e-mail the provider verified.
    account: {
      accountLinking: { enabled: true, disableImplicitLinking: true, allowDifferentEmails: true },
    },
    onAPIError: {
      errorURL: PROVIDER_ERROR_PATH,
      // Refusals (wrong password, too many attempts) are answers, not faults worth logging.
      onError: (error) => {
        if (!isAPIError(error) || error.status === "INTERNAL_SERVER_ERROR")
          console.error("Auth error", error);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      password: ctx.passwords,
      // The spec has a "signed in, unverified" state: our API refuses such users instead (http/session.ts).
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: target }) => {
        await afterPasswordReset(database.db, target);
        await endWaysInBeforeProof(ctx, database.db, target.id, { keepSession: null, afterReset: true });
      },
      sendResetPassword: async ({ user: target, token }, request) => {
        if ((target as { isAnonymous?: boolean }).isAnonymous) return;
        const url = `${env.BASE_URL}/reset-password?token=${encodeURIComponent(token)}`;
        const language = languageFor(
          (target as { language?: unknown }).language,
          request?.headers.get("accept-language"),
        );
        await ctx.sendMail(resetPasswordMail(target.email, url, language));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      // A link opened in any browser must never switch who is signed in there (a guest clicking a
      // stranger's link became the stranger, and lost its data): the link only verifies (auth/routes.ts).
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user: target, url }, request) => {
        if ((target as { isAnonymous?: boolean }).isAnonymous) return;
        const language = languageFor(
          (target as { language?: unknown }).language,
          request?.headers.get("accept-language"),
        );
        await ctx.sendMail(verificationMail(target.email, url, language));
      },
      afterEmailVerification: async (verified, request) => {
        await endWaysInBeforeProof(ctx, database.db, verified.id, { keepSession: sessionOf(request) });
        await creditReferral(database.db, verified.id, ctx.now(), ctx.notify);
      },
    },
    databaseHooks: {
      // Every deletion better-auth makes (a guest's included) must reach the public hunter cache of every
      // instance; the hook runs once the delete has committed.
      user: { delete: { after: async (deleted) => ctx.notify(deleted.id, "hunters") } },
      session: {
        // Sign-out, password change or reset, renewal, a user's deletion: its streams end on every instance.
        delete: { after: async (ended) => ctx.live.sessionsEnded(ended.userId) },
        create: {
          before: async (created) => {
            await refuseSuspendedSession(database.db, created.userId);
          },
          after: async (created) => {
            await rememberSignInAddress(database.db, created.userId, created.ipAddress, new Date());
            await creditReferral(database.db, created.userId, ctx.now(), ctx.notify);
          },
        },
      },
    },
    user: {
      // An address a provider did not verify never becomes an account's: whoever owns it would find it taken,
      // and the provider link would outlive the owner's recovery (docs/decisions.md, "Unverified provider
      // e-mails make no account"). An account it already has still signs in; linking needs a verified one.
      validateUserInfo: ({ user: incoming, source }) =>
        source.method === "oauth" && source.action === "create-user" && incoming.emailVerified !== true
          ? { error: PROVIDER_EMAIL_NOT_VERIFIED, errorDescription: signInMessages.providerEmailNotVerified }
          : undefined,
      additionalFields: {
        nickname: profileField("string"),
        avatarBgColor: profileField("string"),
        watchedTutorial: { ...profileField("boolean"), defaultValue: false },
        lastBugSubmission: profileField("date"),
        lastFeatureSubmission: profileField("date"),
        referredBy: profileField("string"),
        // Loaded with the session, so an API error is answered in the account's language without a query.
        language: profileField("string"),
        referralCreditProcessed: { ...profileField("boolean"), defaultValue: false },
      },
    },
    rateLimit: {
      enabled: env.RATE_LIMIT === "on",
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: ipRateLimits,
    },
    hooks: {
      before: beforeHooks(database.db, env.RATE_LIMIT === "on"),
      after: createAuthMiddleware(async (hook) => {
        // Throws when a guest's data does not fit: the sign-in is undone, so no renewal ends the guest's session.
        await keepGuestData(ctx, database.db, hook);
        await renewSessionOnPrivilegeChange(hook);
      }),
    },
    advanced: {
      useSecureCookies: env.BASE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // bearer: the callable protocol authenticates with `Authorization: Bearer <session token>` (docs/product.md#callable-protocol).
    // Only the signed token it hands out (set-auth-token) is taken: a raw token, as the database holds it,
    // is no key. A guest is never deleted by a sign-in elsewhere: its data moves only when the player merges it.
    plugins: [
      anonymous({ emailDomainName: GUEST_EMAIL_DOMAIN, disableDeleteAnonymousUser: true }),
      bearer({ requireSignature: true }),
      signInLinks(ctx, database.db),
      providerSignIn(ctx),
      newAccountSession(),
      passkeys({ rpName: "Hunter Lodge", rpID: new URL(env.BASE_URL).hostname, origin: env.BASE_URL }),
    ],
  });
}

function beforeHooks(db: Db, limitsOn: boolean) {
  return createAuthMiddleware(async (ctx) => {
    await refuseSignInOverGuest(ctx);
    await guardProviderFlows(ctx);
    await endGuestFeedsOnSignOut(db, ctx);
    await keepSignedInBrowser(ctx);
    await enforceAccountLimits(db, limitsOn, ctx);
  });
}

export type Auth = ReturnType<typeof createAuth>;
