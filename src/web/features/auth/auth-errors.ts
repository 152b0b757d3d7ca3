import { messages } from "#core/messages.ts";

export type AuthClientError = { status?: number; code?: string; message?: string } | null | undefined;

// DECISIONS §9: one text for unknown e-mail and wrong password, whatever better-auth says.
export function signInErrorMessage(error: AuthClientError): string {
  if (error?.status === 429) return messages.tooManyAttempts;
  if (isEmailNotVerified(error)) return messages.emailNotVerified;
  return messages.invalidCredentials;
}

export function isEmailNotVerified(error: AuthClientError): boolean {
  return (
    error?.status === 403 && (error.code === "EMAIL_NOT_VERIFIED" || error.code === "email-not-verified")
  );
}

// The e-mail a signed-out player is verifying, so /verify-email can show it and resend without a session.
const PENDING_KEY = "hl.pendingEmail";

export const pendingEmail = {
  get: () => sessionStorage.getItem(PENDING_KEY),
  set: (email: string) => sessionStorage.setItem(PENDING_KEY, email),
  clear: () => sessionStorage.removeItem(PENDING_KEY),
};
