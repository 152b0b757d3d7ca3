// The sign-in form the server puts in /login's page
// (docs/decisions.md#2026-11-25-logins-sign-in-form-is-in-the-page-the-server-serves, src/server/login-page)
// answers a refused sign-in with a redirect to /login?failed=<code>; the server's form and the app's, once it
// has taken over, show that code's message. Each code is a key of the messages catalogue, so the texts are
// the app's own.
export const LOGIN_FAILED_PARAM = "failed";

const LOGIN_FAILURES = [
  "invalidCredentials",
  "tooManyAttempts",
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "unknownError",
] as const;

export type LoginFailure = (typeof LOGIN_FAILURES)[number];

/** The failure a `?failed=` value names, or null for anything else (the address is the visitor's to edit). */
export const loginFailure = (value: string | null | undefined): LoginFailure | null =>
  LOGIN_FAILURES.find((code) => code === value) ?? null;
