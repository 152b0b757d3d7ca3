import { APIError, type createAuthMiddleware, getOAuthState, getSessionFromCtx } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { messages } from "#core/messages.ts";
import { signInMessages } from "#core/sign-in-messages.ts";
import type { ServerContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { mergeGuestInto } from "../services/guest-merge.ts";
import { endGuestFeeds } from "./guest-sign-out.ts";
import { configuredProviders } from "./providers.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

// Where a provider's refusal lands when the flow named no other place: /login?error=<code>.
export const PROVIDER_ERROR_PATH = "/login";
// A first sign-in whose e-mail the provider did not verify makes no account (auth.ts, validateUserInfo).
export const PROVIDER_EMAIL_NOT_VERIFIED = "provider_email_not_verified";

/** The providers of this instance's settings, through better-auth's generic OAuth (state, PKCE, nonce). */
export const providerSignIn = (ctx: ServerContext) =>
  genericOAuth({ config: configuredProviders(ctx.env).map((p) => p.config) });

// A path of this app: one slash, then anything but a second slash or a backslash (which browsers read as one).
const isAppPath = (value: unknown) => typeof value === "string" && /^\/(?![/\\])/.test(value);

const STARTS_A_FLOW = new Set(["/sign-in/social", "/link-social"]);
// What adds a way into the account signed in: not for a guest, nor for an account whose address is unproven.
const ADDS_A_WAY_IN = new Set([
  "/link-social",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
]);

/**
 * Before better-auth starts a provider flow: every address it will send the browser to afterwards is a path
 * of this app (an absolute URL, even one of BASE_URL, is refused), and a guest cannot attach a provider or a
 * passkey to the guest (it signs in through one instead, which keeps its data: `keepGuestData`), nor can an
 * account whose address is not verified yet.
 */
export async function guardProviderFlows(ctx: HookContext) {
  if (!ctx.request) return;
  if (STARTS_A_FLOW.has(ctx.path)) {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    for (const key of ["callbackURL", "errorCallbackURL", "newUserCallbackURL"]) {
      if (body[key] !== undefined && !isAppPath(body[key])) {
        throw new APIError("BAD_REQUEST", {
          code: "INVALID_REDIRECT",
          message: signInMessages.invalidRedirect,
        });
      }
    }
  }
  if (ADDS_A_WAY_IN.has(ctx.path)) {
    const current = await getSessionFromCtx(ctx, { disableRefresh: true });
    if (current?.user.isAnonymous) {
      throw new APIError("FORBIDDEN", { code: "GUEST", message: messages.guestSignedIn });
    }
    // Until its address is proven an account may belong to someone else: whatever way in it added now would
    // outlive the owner's proof, so none can be added (the proof ends those added before it anyway).
    if (current && !current.user.emailVerified) {
      throw new APIError("FORBIDDEN", {
        code: "EMAIL_NOT_VERIFIED",
        message: signInMessages.verifyBeforeAdding,
      });
    }
  }
  if (
    CARRIES_A_CREDENTIAL.has(ctx.path) &&
    !isCredential((ctx.body as { response?: unknown } | undefined)?.response)
  ) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_CREDENTIAL", message: signInMessages.passkeyFailed });
  }
}

const CARRIES_A_CREDENTIAL = new Set(["/passkey/verify-registration", "/passkey/verify-authentication"]);

// The shape of a WebAuthn credential as the browser hands it over; anything else is refused as bad input
// here, where the library would answer it as its own fault (500).
function isCredential(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const credential = value as { id?: unknown; rawId?: unknown; type?: unknown; response?: unknown };
  const response = credential.response as { clientDataJSON?: unknown } | undefined;
  return (
    typeof credential.id === "string" &&
    typeof credential.rawId === "string" &&
    credential.type === "public-key" &&
    typeof response?.clientDataJSON === "string"
  );
}

// Where a refused merge lands (/login?error=guest_does_not_fit) and what a passkey sign-in answers.
const GUEST_DOES_NOT_FIT = "guest_does_not_fit";

/**
 * A guest who signs in through a provider or a passkey brings its hunters, items and presets along, as a
 * guest who registers does (docs/product.md#guest-accounts), unless it chose to leave them behind. Runs
 * after the sign-in, before the guest's session ends (session-renewal.ts). A new account always has room;
 * an existing one takes them when they fit. When they do not, nothing moves and the sign-in is undone: the
 * account's new session is deleted, the browser keeps its guest cookie, and /login says why.
 */
export async function keepGuestData(server: ServerContext, db: Db, ctx: HookContext) {
  const viaProvider = ctx.path.startsWith("/callback/");
  if (!viaProvider && ctx.path !== "/passkey/verify-authentication") return;
  const created = ctx.context.newSession;
  if (!created) return;
  const guest = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!guest?.user.isAnonymous || guest.user.id === created.user.id) return;
  if (viaProvider && (await getOAuthState())?.guest === "leave") {
    // Left behind as at a guest's sign-out: the data stays with the unreachable guest, its feed ends.
    await endGuestFeeds(db, guest.user.id);
    return;
  }
  try {
    await mergeGuestInto(server, guest.user.id, created.user.id);
  } catch (error) {
    await stayTheGuest(ctx, created.session.token);
    // Any other failure (the database, a race) also keeps the guest, told only that the sign-in failed.
    if (!(error instanceof AppError && error.code === "guest-does-not-fit")) {
      console.warn("Guest data kept with the guest", error);
      if (viaProvider) throw ctx.redirect(`${PROVIDER_ERROR_PATH}?error=guest_not_moved`);
      throw error;
    }
    if (viaProvider) throw ctx.redirect(`${PROVIDER_ERROR_PATH}?error=${GUEST_DOES_NOT_FIT}`);
    throw new APIError("UNPROCESSABLE_ENTITY", { code: GUEST_DOES_NOT_FIT, message: error.message });
  }
}

// Undoes a sign-in in its own response: the new session goes, and no cookie for it reaches the browser,
// which therefore still holds the guest's (the hook's throw also skips the renewal that would end it).
async function stayTheGuest(ctx: HookContext, token: string) {
  await ctx.context.internalAdapter.deleteSession(token);
  const names = [ctx.context.authCookies.sessionToken.name, ctx.context.authCookies.sessionData.name];
  const headers = ctx.context.responseHeaders;
  if (headers) {
    const kept = headers.getSetCookie().filter((line) => !names.some((name) => line.startsWith(`${name}=`)));
    headers.delete("set-cookie");
    for (const line of kept) headers.append("set-cookie", line);
  }
  ctx.context.setNewSession(null);
}
