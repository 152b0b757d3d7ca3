import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { messages } from "#core/messages.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const GUEST_SIGNED_IN = "GUEST_SIGNED_IN";

/**
 * A browser playing as a guest may not simply sign in to another account: the guest would be left
 * behind unreachable. The player chooses first, at /login: merge (POST /api/account/merge-guest) or
 * keep the guest.
 */
export async function refuseSignInOverGuest(ctx: HookContext) {
  if (ctx.path !== "/sign-in/email" || !ctx.request) return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!current?.user.isAnonymous) return;
  throw new APIError("CONFLICT", { code: GUEST_SIGNED_IN, message: messages.guestSignedIn });
}
