import i18next from "i18next";

type AuthClientError =
  | { status?: number; code?: string; message?: string; reason?: string }
  | null
  | undefined;

/** better-auth's refusal of a sign-in to a suspended account (src/server/auth/suspended.ts). */
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

// docs/product.md#login: one text for unknown e-mail and wrong password, whatever better-auth says. From the
// messages catalogue the login page loads, in the interface's language (#core/messages.ts, every English
// message, stays out of a signed-out visitor's first page:
// docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
export function signInErrorMessage(error: AuthClientError): string {
  if (error?.status === 429) return i18next.t("messages:tooManyAttempts");
  if (isEmailNotVerified(error)) return i18next.t("messages:emailNotVerified");
  // A suspended account is told why (docs/product.md#the-console): the staff's reason, as they wrote it.
  if (error?.status === 403 && error.code === ACCOUNT_SUSPENDED) {
    return i18next.t("messages:accountSuspended", { reason: error.reason ?? "" });
  }
  return i18next.t("messages:invalidCredentials");
}

export function isEmailNotVerified(error: AuthClientError): boolean {
  return (
    error?.status === 403 && (error.code === "EMAIL_NOT_VERIFIED" || error.code === "email-not-verified")
  );
}

// The server refuses a plain sign-in over a guest session until the player chose (merge or keep).
export function isGuestSignedIn(error: AuthClientError): boolean {
  return error?.status === 409 && error.code === "GUEST_SIGNED_IN";
}

// The e-mail a signed-out player is verifying, so /verify-email can show it and resend without a session.
const PENDING_KEY = "hl.pendingEmail";

export const pendingEmail = {
  get: () => sessionStorage.getItem(PENDING_KEY),
  set: (email: string) => sessionStorage.setItem(PENDING_KEY, email),
  clear: () => sessionStorage.removeItem(PENDING_KEY),
};
