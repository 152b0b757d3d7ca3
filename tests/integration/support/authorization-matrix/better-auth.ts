import { randomUUID } from "node:crypto";
import { PASSWORD } from "../accounts.ts";
import { everyone, type Row } from "./rows.ts";

// An address no other call uses, so per-account limits never decide a row.
const freshEmail = () => `nobody-${randomUUID()}@example.com`;

// better-auth's endpoints the app does not use answer 404 to everyone, whatever the body; each sends what
// would succeed for its caller were it open (the right password, the caller's own session).
const closed = (method: string, path: string, body?: unknown): Row => ({
  call: () => ({ method, path: `/api/auth${path}`, body }),
  expect: everyone(404),
});

export const CLOSED_AUTH: Record<string, Row> = {
  "GET /api/auth/get-session": closed("GET", "/get-session"),
  "POST /api/auth/get-session": closed("POST", "/get-session", {}),
  "POST /api/auth/sign-up/email": closed("POST", "/sign-up/email", {
    name: "x",
    email: "signup-elsewhere@example.com",
    password: PASSWORD,
  }),
  // The password oracle a hostile probe found: unlimited guesses for anyone holding a session.
  "POST /api/auth/verify-password": closed("POST", "/verify-password", { password: PASSWORD }),
  "POST /api/auth/change-email": closed("POST", "/change-email", { newEmail: "moved@example.com" }),
  "POST /api/auth/change-password": closed("POST", "/change-password", {
    currentPassword: PASSWORD,
    newPassword: PASSWORD,
  }),
  "POST /api/auth/update-session": closed("POST", "/update-session", {}),
  "POST /api/auth/update-user": closed("POST", "/update-user", { image: "/avatars/vip-1.svg" }),
  "POST /api/auth/delete-user": closed("POST", "/delete-user", { password: PASSWORD }),
  "GET /api/auth/reset-password/:token": closed("GET", "/reset-password/not-a-token?callbackURL=/"),
  "GET /api/auth/list-sessions": closed("GET", "/list-sessions"),
  "POST /api/auth/revoke-session": closed("POST", "/revoke-session", { token: "not-a-token" }),
  "POST /api/auth/revoke-sessions": closed("POST", "/revoke-sessions", {}),
  "POST /api/auth/revoke-other-sessions": closed("POST", "/revoke-other-sessions", {}),
  "GET /api/auth/list-accounts": closed("GET", "/list-accounts"),
  "GET /api/auth/delete-user/callback": closed("GET", "/delete-user/callback?token=not-a-token"),
  "POST /api/auth/unlink-account": closed("POST", "/unlink-account", { providerId: "credential" }),
  // Registration's own way to an account's first session (server-only): no caller gets the owner's.
  "POST /api/auth/new-account-session": {
    call: (owned) => ({
      method: "POST",
      path: "/api/auth/new-account-session",
      body: { userId: owned.userId },
    }),
    expect: everyone(404),
  },
  "POST /api/auth/refresh-token": closed("POST", "/refresh-token", { providerId: "credential" }),
  "POST /api/auth/get-access-token": closed("POST", "/get-access-token", { providerId: "credential" }),
  "GET /api/auth/account-info": closed("GET", "/account-info"),
  "POST /api/auth/delete-anonymous-user": closed("POST", "/delete-anonymous-user", {}),
  "GET /api/auth/ok": closed("GET", "/ok"),
  "GET /api/auth/error": closed("GET", "/error"),
  // Passkeys are listed and removed through /api/sign-in/methods, which never removes the last way in.
  "GET /api/auth/passkey/list-user-passkeys": closed("GET", "/passkey/list-user-passkeys"),
  "POST /api/auth/passkey/delete-passkey": closed("POST", "/passkey/delete-passkey", { id: "x" }),
  "POST /api/auth/passkey/update-passkey": closed("POST", "/passkey/update-passkey", { id: "x", name: "y" }),
};

// better-auth's endpoints the web app uses (grep src/web for the auth client's calls) that leave the
// caller's session as it was; the ones that change it come last, with the register row.
export const OPEN_AUTH: Record<string, Row> = {
  // A guest must choose first (merge or keep it): 409; anyone else is told the address or password is wrong.
  "POST /api/auth/sign-in/email": {
    call: () => ({
      method: "POST",
      path: "/api/auth/sign-in/email",
      body: { email: freshEmail(), password: PASSWORD },
    }),
    expect: { ...everyone(401), guest: 409 },
  },
  "POST /api/auth/request-password-reset": {
    call: () => ({
      method: "POST",
      path: "/api/auth/request-password-reset",
      body: { email: freshEmail(), redirectTo: "/reset-password" },
    }),
    expect: everyone(200),
  },
  "POST /api/auth/reset-password": {
    call: () => ({
      method: "POST",
      path: "/api/auth/reset-password",
      body: { token: "not-a-token", newPassword: "whatever-1" },
    }),
    expect: everyone(400),
  },
  // Signed in, only one's own address may be named (and a verified one has nothing to resend).
  "POST /api/auth/send-verification-email": {
    call: () => ({
      method: "POST",
      path: "/api/auth/send-verification-email",
      body: { email: freshEmail(), callbackURL: "/" },
    }),
    expect: { ...everyone(400), visitor: 200 },
  },
  // A bad link lands on the app naming the error, for everyone.
  "GET /api/auth/verify-email": {
    call: () => ({ method: "GET", path: "/api/auth/verify-email?token=not-a-token&callbackURL=/" }),
    expect: everyone(302),
  },
  // The owner's way past a lock-out: asking answers the same for any address (the link goes to its mailbox).
  "POST /api/auth/sign-in/magic-link": {
    call: () => ({ method: "POST", path: "/api/auth/sign-in/magic-link", body: { email: freshEmail() } }),
    expect: everyone(200),
  },
  // A bad link lands on /login; where someone is signed in, the link is left unspent and the session kept.
  "GET /api/auth/magic-link/verify": {
    call: () => ({ method: "GET", path: "/api/auth/magic-link/verify?token=not-a-token&callbackURL=/" }),
    expect: everyone(302),
  },
};

// These change who each caller is: after them every client is signed out, then registers.
// Sign-in through a provider and passkeys
// (docs/security.md#sign-in-through-a-provider-and-passkeys-each-promise-and-the-test-that-proves-it), on an
// instance with no provider set up: a flow for an unknown provider is refused, a callback without its state
// lands on /login, a guest links nothing.
export const PROVIDER_AUTH: Record<string, Row> = {
  "POST /api/auth/sign-in/social": {
    call: () => ({
      method: "POST",
      path: "/api/auth/sign-in/social",
      body: { provider: "google", callbackURL: "/" },
    }),
    expect: everyone(404),
  },
  "GET /api/auth/callback/:id": {
    call: () => ({ method: "GET", path: "/api/auth/callback/google?code=x&state=y" }),
    expect: everyone(302),
  },
  "POST /api/auth/callback/:id": {
    call: () => ({ method: "POST", path: "/api/auth/callback/google", body: { code: "x", state: "y" } }),
    expect: everyone(302),
  },
  "POST /api/auth/link-social": {
    call: () => ({
      method: "POST",
      path: "/api/auth/link-social",
      body: { provider: "google", callbackURL: "/" },
    }),
    // An account whose address is unproven adds no way in: it may be someone else's claim on the address.
    expect: { ...everyone(404), visitor: 401, guest: 403, unverified: 403 },
  },
  "GET /api/auth/passkey/generate-register-options": {
    call: () => ({ method: "GET", path: "/api/auth/passkey/generate-register-options" }),
    expect: { ...everyone(200), visitor: 401, guest: 403, unverified: 403 },
  },
  "POST /api/auth/passkey/verify-registration": {
    call: () => ({ method: "POST", path: "/api/auth/passkey/verify-registration", body: { response: {} } }),
    expect: { ...everyone(400), guest: 403, unverified: 403 },
  },
  "GET /api/auth/passkey/generate-authenticate-options": {
    call: () => ({ method: "GET", path: "/api/auth/passkey/generate-authenticate-options" }),
    expect: everyone(200),
  },
  "POST /api/auth/passkey/verify-authentication": {
    call: () => ({ method: "POST", path: "/api/auth/passkey/verify-authentication", body: { response: {} } }),
    expect: everyone(400),
  },
};

export const SESSION_CHANGING_AUTH: Record<string, Row> = {
  // A guest already is one; anyone else leaves the session it held (it ends) and becomes a new guest.
  "POST /api/auth/sign-in/anonymous": {
    call: () => ({ method: "POST", path: "/api/auth/sign-in/anonymous" }),
    expect: { ...everyone(200), guest: 400 },
  },
  "POST /api/auth/sign-out": {
    call: () => ({ method: "POST", path: "/api/auth/sign-out", body: {} }),
    expect: everyone(200),
  },
};
