import { everyone, type Row, signedIn } from "./rows.ts";

// Settings → Sign-in methods belong to an account: a guest has none (403).
const account = (ok: number) => ({ ...signedIn(ok), guest: 403 });

export const SIGN_IN: Record<string, Row> = {
  "POST /api/account/merge-guest": {
    call: (o) => ({
      method: "POST",
      path: "/api/account/merge-guest",
      body: { email: o.email, password: "wrong-password" },
    }),
    expect: { visitor: 401, unverified: 409, guest: 401, free: 409, vip: 409, owner: 409, other: 409 },
  },
  "GET /api/sign-in/providers": {
    call: () => ({ method: "GET", path: "/api/sign-in/providers" }),
    expect: everyone(200),
  },
  // Only an account made through a provider, still without a nickname, may choose one.
  "POST /api/sign-in/nickname": {
    call: () => ({ method: "POST", path: "/api/sign-in/nickname", body: { nickname: "late1bloomer" } }),
    expect: { ...everyone(409), visitor: 401 },
  },
  "GET /api/sign-in/methods": {
    call: () => ({ method: "GET", path: "/api/sign-in/methods" }),
    expect: account(200),
  },
  "DELETE /api/sign-in/methods/providers/:providerId": {
    call: () => ({ method: "DELETE", path: "/api/sign-in/methods/providers/google" }),
    expect: account(404),
  },
  "DELETE /api/sign-in/methods/passkeys/:id": {
    call: () => ({ method: "DELETE", path: "/api/sign-in/methods/passkeys/not-a-passkey" }),
    expect: account(404),
  },
  // What a proof of the address removed: each account reads and dismisses only its own notice.
  "GET /api/sign-in/removed": {
    call: () => ({ method: "GET", path: "/api/sign-in/removed" }),
    expect: account(200),
  },
  "DELETE /api/sign-in/removed": {
    call: () => ({ method: "DELETE", path: "/api/sign-in/removed" }),
    expect: account(204),
  },
  // Every account here has a password already: adding one is refused (409), changing it is /api/me's.
  "POST /api/sign-in/methods/password": {
    call: () => ({
      method: "POST",
      path: "/api/sign-in/methods/password",
      body: { password: "another-1", confirmPassword: "another-1" },
    }),
    expect: account(409),
  },
};
