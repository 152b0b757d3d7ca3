import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { magicLink } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { SIGN_IN_LINK_MINUTES } from "#core/rules/account-limits.ts";
import type { ServerContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import { languageFor } from "../i18n/texts.ts";
import { signInLinkMail } from "../mail/templates.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const SIGN_IN_LINK_VERIFY_PATH = "/magic-link/verify";
// Where a link lands when it cannot sign in (spent, expired, unknown) or when this browser plays as a guest.
const SIGN_IN_LINK_FAILED = "/login?link=invalid";
const SIGN_IN_LINK_GUEST = "/login?link=guest";

/**
 * The owner's way past a lock-out
 * (docs/decisions.md#2026-11-24-the-owners-way-past-a-lock-out-a-one-time-sign-in-link-by-e-mail): a one-time
 * sign-in link mailed to the account's address, better-auth's magic-link plugin with its token kept hashed,
 * 15 minutes, spent on first use, never making an account. Asking answers the same for any address; only a
 * verified account's mailbox gets a link (a link to an unverified one would make better-auth drop its
 * password: it treats that as unproven access).
 */
export function signInLinks(ctx: ServerContext, db: Db) {
  return magicLink({
    expiresIn: SIGN_IN_LINK_MINUTES * 60,
    storeToken: "hashed",
    disableSignUp: true,
    sendMagicLink: async ({ email, token }, request) => {
      const [owner] = await db
        .select({
          email: user.email,
          emailVerified: user.emailVerified,
          isAnonymous: user.isAnonymous,
          language: user.language,
        })
        .from(user)
        .where(eq(user.email, email.toLowerCase()));
      if (!owner || owner.isAnonymous || !owner.emailVerified) return;
      const language = languageFor(owner.language, request?.headers?.get("accept-language"));
      await ctx.sendMail(signInLinkMail(owner.email, signInLinkUrl(ctx.env.BASE_URL, token), language));
    },
  });
}

// The server names where the link lands, whatever the asker sent.
function signInLinkUrl(baseUrl: string, token: string) {
  const url = new URL(`/api/auth${SIGN_IN_LINK_VERIFY_PATH}`, baseUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", "/");
  return url.toString();
}

/** A link that could not sign in (spent, expired, unknown, however it was spelt) lands on /login saying so. */
export function signInLinkLanding(response: Response) {
  const location = response.headers.get("location");
  if (response.status !== 302 || !location || !new URL(location, "http://x").searchParams.has("error")) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("location", SIGN_IN_LINK_FAILED);
  return new Response(null, { status: 302, headers });
}

/**
 * A link opened where someone is signed in leaves that session alone and is not spent, as a verification
 * link does: an account lands in the app, a guest on /login told why (signing in would leave the guest's
 * data behind).
 */
export async function keepSignedInBrowser(ctx: HookContext) {
  if (ctx.path !== SIGN_IN_LINK_VERIFY_PATH || !ctx.request) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!current) return;
  throw new APIError("FOUND", undefined, { Location: current.user.isAnonymous ? SIGN_IN_LINK_GUEST : "/" });
}
