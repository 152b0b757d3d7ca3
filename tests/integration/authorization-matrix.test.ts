import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeShareCode } from "#core/rules/share-code.ts";
import { newHunter } from "#core/schemas/hunter.ts";
import { createAuth } from "#server/auth/auth.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createItem } from "../factories/item.ts";
import { PASSWORD, register, registration, signIn, verifiedUser } from "./support/accounts.ts";
import { sseReader } from "./support/sse.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { dbKinds } from "./support/test-db.ts";

// Who may call what (docs/product.md#security): every route of the router and every endpoint of better-auth's, for
// every kind of caller. A route added without a row here (a new better-auth version's included) fails the
// first test; a status that changes fails its row.

const ROLES = ["visitor", "unverified", "guest", "free", "vip", "owner", "other"] as const;
type Role = (typeof ROLES)[number];

// What only the owner's account holds: no other caller may ever see it in a body or a live event.
const SECRET = { hunter: "OwnerSecretHunter", preset: "OwnerSecretPreset" };

type Owned = {
  userId: string;
  nickname: string;
  email: string;
  hunterId: string;
  itemId: string;
  presetId: string;
  deviceId: string;
};
type Fresh = "hunter" | "item" | "preset" | "device";
type Call = { method: string; path: string; body?: unknown };
type Row = {
  /** What the caller sends; `fresh` makes a resource of the owner's this call may use up. */
  call: (owned: Owned, fresh: (kind: Fresh) => Promise<string>) => Promise<Call> | Call;
  expect: Record<Role, number>;
};

const signedIn = (ok: number, forOthers = ok) =>
  ({
    visitor: 401,
    unverified: 403,
    guest: forOthers,
    free: forOthers,
    vip: forOthers,
    owner: ok,
    other: forOthers,
  }) as const;
const everyone = (status: number) =>
  Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>;

const item = createItem();
const SHARE_CODE = encodeShareCode(newHunter());

// A push subscription as a browser sends it; its endpoint is never reached here.
const device = () => ({
  endpoint: `https://push.example.com/${randomUUID()}`,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  device: "Chrome on Linux",
});

// An address no other call uses, so per-account limits never decide a row.
const freshEmail = () => `nobody-${randomUUID()}@example.com`;

// better-auth's endpoints the app does not use answer 404 to everyone, whatever the body; each sends what
// would succeed for its caller were it open (the right password, the caller's own session).
const closed = (method: string, path: string, body?: unknown): Row => ({
  call: () => ({ method, path: `/api/auth${path}`, body }),
  expect: everyone(404),
});

const CLOSED_AUTH: Record<string, Row> = {
  "GET /api/auth/get-session": closed("GET", "/get-session"),
  "POST /api/auth/get-session": closed("POST", "/get-session", {}),
  "POST /api/auth/sign-up/email": closed("POST", "/sign-up/email", {
    name: "x",
    email: "signup-elsewhere@example.com",
    password: PASSWORD,
  }),
  // The password oracle of issue 30: unlimited guesses for anyone holding a session.
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
const OPEN_AUTH: Record<string, Row> = {
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
// Sign-in through a provider and passkeys (issue 27), on an instance with no provider set up: a flow for an
// unknown provider is refused, a callback without its state lands on /login, a guest links nothing.
const PROVIDER_AUTH: Record<string, Row> = {
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
    expect: { ...everyone(404), visitor: 401, guest: 403 },
  },
  "GET /api/auth/passkey/generate-register-options": {
    call: () => ({ method: "GET", path: "/api/auth/passkey/generate-register-options" }),
    expect: { ...everyone(200), visitor: 401, guest: 403 },
  },
  "POST /api/auth/passkey/verify-registration": {
    call: () => ({ method: "POST", path: "/api/auth/passkey/verify-registration", body: { response: {} } }),
    expect: { ...everyone(400), guest: 403 },
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

// Settings → Sign-in methods belong to an account: a guest has none (403).
const account = (ok: number) => ({ ...signedIn(ok), guest: 403 });

const SESSION_CHANGING_AUTH: Record<string, Row> = {
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

const MATRIX: Record<string, Row> = {
  "GET /api/health": { call: () => ({ method: "GET", path: "/api/health" }), expect: everyone(200) },
  "GET /api/config": { call: () => ({ method: "GET", path: "/api/config" }), expect: everyone(200) },
  "GET /api/game-data": { call: () => ({ method: "GET", path: "/api/game-data" }), expect: everyone(200) },
  // Outside production only (docs/product.md#hosting): the outbox is the developer's, not a player's.
  "GET /api/dev/mailbox": {
    call: () => ({ method: "GET", path: "/api/dev/mailbox" }),
    expect: everyone(200),
  },
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
  // Every account here has a password already: adding one is refused (409), changing it is /api/me's.
  "POST /api/sign-in/methods/password": {
    call: () => ({
      method: "POST",
      path: "/api/sign-in/methods/password",
      body: { password: "another-1", confirmPassword: "another-1" },
    }),
    expect: account(409),
  },
  // A visitor is told null (200), not refused: "who am I" has an answer for everyone.
  "GET /api/me": {
    call: () => ({ method: "GET", path: "/api/me" }),
    expect: everyone(200),
  },
  "PUT /api/me/avatar": {
    call: () => ({
      method: "PUT",
      path: "/api/me/avatar",
      body: { photoURL: "/avatars/a2.svg", avatarBgColor: "#222222" },
    }),
    expect: signedIn(200),
  },
  "PUT /api/me/language": {
    call: () => ({ method: "PUT", path: "/api/me/language", body: { language: "de", gameTerms: "english" } }),
    expect: signedIn(200),
  },
  "POST /api/me/password": {
    call: () => ({
      method: "POST",
      path: "/api/me/password",
      body: { currentPassword: PASSWORD, newPassword: PASSWORD },
    }),
    expect: { ...signedIn(204), guest: 403 },
  },
  "POST /api/me/tutorial": {
    call: () => ({ method: "POST", path: "/api/me/tutorial" }),
    expect: signedIn(204),
  },
  "POST /api/feedback": {
    call: () => ({ method: "POST", path: "/api/feedback", body: { type: "bug", text: "It broke." } }),
    expect: signedIn(201),
  },
  "GET /api/hunters": { call: () => ({ method: "GET", path: "/api/hunters" }), expect: signedIn(200) },
  "POST /api/hunters": {
    call: () => ({ method: "POST", path: "/api/hunters", body: { slotIndex: 4, hunter: {} } }),
    expect: signedIn(201),
  },
  "PUT /api/hunters/:id": {
    call: (o) => ({
      method: "PUT",
      path: `/api/hunters/${o.hunterId}`,
      body: { hunter: { hunterName: SECRET.hunter, isPublic: false } },
    }),
    expect: signedIn(200, 404),
  },
  "PUT /api/hunters/:id/visibility": {
    call: (o) => ({
      method: "PUT",
      path: `/api/hunters/${o.hunterId}/visibility`,
      body: { isPublic: false },
    }),
    expect: signedIn(200, 404),
  },
  "DELETE /api/hunters/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/hunters/${await fresh("hunter")}` }),
    expect: signedIn(204, 404),
  },
  // A hunter's history is its owner's alone, whatever the build's visibility (issue 13 part 2).
  "GET /api/hunters/:id/versions": {
    call: (o) => ({ method: "GET", path: `/api/hunters/${o.hunterId}/versions` }),
    expect: signedIn(200, 404),
  },
  "GET /api/hunters/:id/versions/:revision": {
    call: (o) => ({ method: "GET", path: `/api/hunters/${o.hunterId}/versions/1` }),
    expect: signedIn(200, 404),
  },
  "POST /api/hunters/:id/versions/:revision/restore": {
    call: (o) => ({ method: "POST", path: `/api/hunters/${o.hunterId}/versions/1/restore` }),
    expect: signedIn(200, 404),
  },
  "GET /api/public/hunters/:ownerId/:hunterId": {
    call: (o) => ({ method: "GET", path: `/api/public/hunters/${o.userId}/${o.hunterId}` }),
    expect: { ...everyone(404), owner: 200 },
  },
  "GET /api/profiles/:nickname": {
    call: (o) => ({ method: "GET", path: `/api/profiles/${o.nickname}` }),
    expect: signedIn(200),
  },
  // Explore is open to visitors and holds only public builds: the owner's private hunter is in no list, and
  // its rank, views and copies are missing for everyone (docs/product.md#explore).
  "GET /api/explore": {
    call: () => ({ method: "GET", path: "/api/explore?sort=newest" }),
    expect: everyone(200),
  },
  "GET /api/explore/meta": {
    call: () => ({ method: "GET", path: "/api/explore/meta" }),
    expect: everyone(200),
  },
  "GET /api/explore/leaderboard": {
    call: () => ({ method: "GET", path: "/api/explore/leaderboard?class=Archer" }),
    expect: everyone(200),
  },
  "GET /api/explore/rank/:ownerId/:hunterId": {
    call: (o) => ({ method: "GET", path: `/api/explore/rank/${o.userId}/${o.hunterId}` }),
    expect: everyone(404),
  },
  "POST /api/explore/views/:ownerId/:hunterId": {
    call: (o) => ({ method: "POST", path: `/api/explore/views/${o.userId}/${o.hunterId}` }),
    expect: everyone(404),
  },
  "POST /api/explore/copies/:ownerId/:hunterId": {
    call: (o) => ({ method: "POST", path: `/api/explore/copies/${o.userId}/${o.hunterId}` }),
    expect: signedIn(404),
  },
  "GET /api/explore/choices": {
    call: () => ({ method: "GET", path: "/api/explore/choices" }),
    expect: signedIn(200),
  },
  "PUT /api/explore/choices": {
    call: () => ({
      method: "PUT",
      path: "/api/explore/choices",
      body: { inExplore: true, inLeaderboards: true },
    }),
    expect: signedIn(200),
  },
  // Cards are for link previews, which no crawler signs in to see: a private build's card is missing
  // for everyone, its owner too (docs/product.md#build-cards).
  "GET /api/cards/site.png": {
    call: () => ({ method: "GET", path: "/api/cards/site.png" }),
    expect: everyone(200),
  },
  "GET /api/cards/hunters/:ownerId/:hunterFile": {
    call: (o) => ({ method: "GET", path: `/api/cards/hunters/${o.userId}/${o.hunterId}.png` }),
    expect: everyone(404),
  },
  "GET /api/cards/profiles/:nicknameFile": {
    call: (o) => ({ method: "GET", path: `/api/cards/profiles/${o.nickname}.png` }),
    expect: everyone(200),
  },
  "GET /api/inventory": { call: () => ({ method: "GET", path: "/api/inventory" }), expect: signedIn(200) },
  "POST /api/inventory": {
    call: () => ({ method: "POST", path: "/api/inventory", body: item }),
    expect: signedIn(201),
  },
  "POST /api/inventory/delete-batch": {
    call: async (_, fresh) => ({
      method: "POST",
      path: "/api/inventory/delete-batch",
      body: { ids: [await fresh("item")] },
    }),
    expect: signedIn(200),
  },
  "DELETE /api/inventory/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/inventory/${await fresh("item")}` }),
    expect: signedIn(204, 404),
  },
  "GET /api/presets": { call: () => ({ method: "GET", path: "/api/presets" }), expect: signedIn(200) },
  "POST /api/presets": {
    call: () => ({ method: "POST", path: "/api/presets", body: { name: "Mine", filters: {} } }),
    expect: signedIn(201),
  },
  // The owner is a free player: editing a preset is VIP only (docs/product.md#free-and-vip), and another's is not found.
  "PUT /api/presets/:id": {
    call: (o) => ({ method: "PUT", path: `/api/presets/${o.presetId}`, body: { filters: {} } }),
    expect: signedIn(403, 404),
  },
  "DELETE /api/presets/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/presets/${await fresh("preset")}` }),
    expect: signedIn(204, 404),
  },
  // The roster plan is the player's own: another player's hunter in "Apply all" is not found, and the saved
  // order keeps only the caller's hunters (docs/product.md#roster-plan).
  "GET /api/roster-plan/settings": {
    call: () => ({ method: "GET", path: "/api/roster-plan/settings" }),
    expect: signedIn(200),
  },
  "PUT /api/roster-plan/settings": {
    call: (o) => ({ method: "PUT", path: "/api/roster-plan/settings", body: { order: [o.hunterId] } }),
    expect: signedIn(200),
  },
  "POST /api/roster-plan/apply": {
    call: (o) => ({
      method: "POST",
      path: "/api/roster-plan/apply",
      body: { hunters: [{ hunterId: o.hunterId, hunter: { hunterName: SECRET.hunter, isPublic: false } }] },
    }),
    expect: signedIn(200, 404),
  },
  "GET /api/reminders/config": {
    call: () => ({ method: "GET", path: "/api/reminders/config" }),
    expect: signedIn(200),
  },
  "GET /api/reminders": { call: () => ({ method: "GET", path: "/api/reminders" }), expect: signedIn(200) },
  "PUT /api/reminders/settings": {
    call: () => ({
      method: "PUT",
      path: "/api/reminders/settings",
      body: { kinds: ["valor"], leadMinutes: 60 },
    }),
    expect: signedIn(200),
  },
  "POST /api/reminders/devices": {
    call: () => ({ method: "POST", path: "/api/reminders/devices", body: device() }),
    expect: signedIn(201),
  },
  // Another player's device is not found.
  "DELETE /api/reminders/devices/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/reminders/devices/${await fresh("device")}` }),
    expect: signedIn(204, 404),
  },
  "GET /api/achievements": {
    call: () => ({ method: "GET", path: "/api/achievements" }),
    expect: signedIn(200),
  },
  "ALL /api/functions/:name": {
    call: () => ({
      method: "POST",
      path: "/api/functions/recalculateAchievements",
      body: { data: { appId: "hunter-lodge" } },
    }),
    expect: signedIn(200),
  },
  // The calendar feed's settings are the signed-in player's own; the files calendar apps read need no session:
  // the feed by its token (a wrong or revoked one is not found, for everyone), one event by its id.
  "GET /api/calendar/feed": {
    call: () => ({ method: "GET", path: "/api/calendar/feed" }),
    expect: signedIn(200),
  },
  "PUT /api/calendar/feed": {
    call: () => ({
      method: "PUT",
      path: "/api/calendar/feed",
      body: { kinds: ["valor", "bosses"], leadMinutes: 60 },
    }),
    expect: signedIn(200),
  },
  "POST /api/calendar/feed/renew": {
    call: () => ({ method: "POST", path: "/api/calendar/feed/renew" }),
    expect: signedIn(200),
  },
  "DELETE /api/calendar/feed": {
    call: () => ({ method: "DELETE", path: "/api/calendar/feed" }),
    expect: signedIn(204),
  },
  "GET /api/calendar/:file": {
    call: () => ({ method: "GET", path: `/api/calendar/${"A".repeat(43)}.ics` }),
    expect: everyone(404),
  },
  "GET /api/calendar/events/:file": {
    call: () => ({ method: "GET", path: "/api/calendar/events/daily-0-20250106.ics" }),
    expect: everyone(200),
  },
  "GET /api/export": { call: () => ({ method: "GET", path: "/api/export" }), expect: signedIn(200) },
  "POST /api/import/preview": {
    call: () => ({ method: "POST", path: "/api/import/preview", body: { code: SHARE_CODE } }),
    expect: signedIn(200),
  },
  // An empty code is refused after the caller is let in: the import itself is covered by transfer.test.ts.
  "POST /api/import": {
    call: () => ({ method: "POST", path: "/api/import", body: { code: "" } }),
    expect: signedIn(422),
  },
  "GET /api/live": { call: () => ({ method: "GET", path: "/api/live" }), expect: signedIn(200) },
  ...CLOSED_AUTH,
  ...OPEN_AUTH,
  ...PROVIDER_AUTH,
  ...SESSION_CHANGING_AUTH,
  // Last: registering signs the caller in to the new account (a guest becomes it).
  "POST /api/account/register": {
    call: () => ({ method: "POST", path: "/api/account/register", body: registration() }),
    expect: everyone(201),
  },
};

/**
 * Every route the app answers under /api, as "METHOD /path": our router's, and behind its /api/auth/* every
 * endpoint better-auth has, read from an auth instance made as the app makes it.
 */
function routesOf(t: TestApp): string[] {
  const ours = t.app.routes
    .filter((r) => r.path.startsWith("/api/") && !r.path.endsWith("/*"))
    .map((r) => `${r.method} ${r.path}`);
  const betterAuth = Object.values(createAuth(t.ctx).api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    // Without a path an endpoint is callable from our code only (auth.api), never over HTTP.
    if (!path) return [];
    return [options?.method ?? "*"].flat().map((method) => `${method} /api/auth${path}`);
  });
  return [...new Set([...ours, ...betterAuth])].sort();
}

describe.each(dbKinds)("authorization matrix (%s)", (kind) => {
  let t: TestApp;
  const clients = {} as Record<Role, TestClient>;
  let owned: Owned;
  let ownerClient: TestClient;

  // A resource of the owner's that a call may use up (the owner's deletes).
  async function fresh(kind: Fresh): Promise<string> {
    const [path, body] =
      kind === "hunter"
        ? ["/api/hunters", { slotIndex: 3, hunter: {} }]
        : kind === "item"
          ? ["/api/inventory", item]
          : kind === "device"
            ? ["/api/reminders/devices", device()]
            : ["/api/presets", { name: "Spare", filters: {} }];
    const res = await ownerClient.post(path, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    clients.visitor = t.client();
    clients.unverified = t.client();
    await register(clients.unverified);
    clients.guest = t.client();
    expect((await clients.guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    clients.free = (await verifiedUser(t)).client;
    const vip = await verifiedUser(t);
    await grantVipLifetime(t.ctx, vip.me.id);
    clients.vip = vip.client;
    clients.other = (await verifiedUser(t)).client;
    const owner = await verifiedUser(t);
    ownerClient = owner.client;
    clients.owner = ownerClient;
    const hunterRes = await ownerClient.post("/api/hunters", {
      slotIndex: 0,
      hunter: { hunterName: SECRET.hunter, isPublic: false },
    });
    const itemRes = await ownerClient.post("/api/inventory", item);
    const presetRes = await ownerClient.post("/api/presets", { name: SECRET.preset, filters: {} });
    const deviceRes = await ownerClient.post("/api/reminders/devices", device());
    owned = {
      userId: owner.me.id,
      nickname: owner.body.nickname,
      email: owner.body.email,
      hunterId: ((await hunterRes.json()) as { id: string }).id,
      itemId: ((await itemRes.json()) as { id: string }).id,
      presetId: ((await presetRes.json()) as { id: string }).id,
      deviceId: ((await deviceRes.json()) as { id: string }).id,
    };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("has a row for every route of the router and every endpoint of better-auth, and none for a route that is gone", () => {
    expect(Object.keys(MATRIX).sort()).toEqual(routesOf(t));
  });

  // Roles in this order: the owner's destructive calls use fresh resources, the others use the shared ones.
  describe.each(Object.keys(MATRIX))("%s", (route) => {
    it.each(ROLES)("as %s", async (role) => {
      const row = MATRIX[route] as Row;
      const shared = {
        hunter: owned.hunterId,
        item: owned.itemId,
        preset: owned.presetId,
        device: owned.deviceId,
      };
      const { method, path, body } = await row.call(
        owned,
        role === "owner" ? fresh : async (kind) => shared[kind],
      );
      const res = await clients[role].request(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const streamed = res.headers.get("content-type")?.startsWith("text/event-stream");
      const text = streamed ? await firstFrames(res) : await res.text();
      expect(res.status, `${role} ${method} ${path}: ${text.slice(0, 200)}`).toBe(row.expect[role]);
      if (role !== "owner" && route !== "GET /api/dev/mailbox") {
        expect(text).not.toContain(SECRET.hunter);
        expect(text).not.toContain(SECRET.preset);
        expect(text).not.toContain(owned.email);
        if (route !== "GET /api/profiles/:nickname") {
          expect(text).not.toContain(owned.hunterId);
          expect(text).not.toContain(owned.itemId);
          expect(text).not.toContain(owned.deviceId);
        }
      }
      expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    });
  });

  // The register row signed every client in to a new account: the owner signs in again.
  const ownerAgain = async () => {
    const client = t.client();
    expect((await signIn(client, owned.email)).status).toBe(200);
    return client;
  };

  it("left the owner's own things as they were: every other caller's try changed nothing", async () => {
    const ownerClient = await ownerAgain();
    const hunters = (await (await ownerClient.get("/api/hunters")).json()) as { id: string }[];
    const items = (await (await ownerClient.get("/api/inventory")).json()) as { items: { id: string }[] };
    const presets = (await (await ownerClient.get("/api/presets")).json()) as { id: string; name: string }[];
    expect(hunters.map((h) => h.id)).toContain(owned.hunterId);
    expect(items.items.map((i) => i.id)).toContain(owned.itemId);
    expect(presets.find((p) => p.id === owned.presetId)?.name).toBe(SECRET.preset);
  });

  it("sends another user's live stream none of the owner's changes", async () => {
    const ownerClient = await ownerAgain();
    const other = (await verifiedUser(t)).client;
    const stream = sseReader(await other.get("/api/live"));
    expect((await stream.next())?.event).toBe("ready");
    expect((await ownerClient.post("/api/inventory", item)).status).toBe(201);
    // The hub keeps order: had the owner's change reached this stream, it would come before this one.
    expect((await other.post("/api/presets", { name: "Own", filters: {} })).status).toBe(201);
    const frame = await stream.next();
    await stream.close();
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}")).toMatchObject({ topic: "presets" });
  });
});

// The live stream never ends by itself: its first frames are read, then it is closed.
async function firstFrames(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
