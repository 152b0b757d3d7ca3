import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { dbKinds } from "./support/test-db.ts";

// Hostile input on every write route and every path parameter: never a 5xx, never a stack trace, and a
// refused request changes nothing. `npm test` runs a few cases per route; `npm run fuzz` runs
// FUZZ_RUNS (default 500) of them.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\uD800", "x\uDC00y", "\uDBFF\uDFFF", "%00", "../..", "", " "),
  fc.constantFrom("x".repeat(5_000), "é".repeat(70_000)),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 1, -0, 9e307),
  fc.integer(),
);
const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];
const KNOWN_KEYS = [
  "url",
  "dailyEvents",
  "kinds",
  "leadMinutes",
  "newBuilds",
  "slotIndex",
  "hunter",
  "hunterName",
  "general",
  "guild",
  "atkSpdGoal",
  "items",
  "Weapon",
  "baseAtkSpd",
  "consumeItemIds",
  "isPublic",
  "ids",
  "name",
  "filters",
  "rarity",
  "itemType",
  "quality",
  "attributes",
  "type",
  "text",
  "photoURL",
  "avatarBgColor",
  "currentPassword",
  "newPassword",
  "email",
  "password",
  "confirmPassword",
  "nickname",
  "ref",
  "data",
  "appId",
  "order",
  "goals",
  "hunters",
  "hunterId",
  "baseUpdatedAt",
  "deleteItemIds",
  "target",
  "reason",
  "takeOver",
  "action",
];

const { hostile } = fc.letrec((tie) => ({
  hostile: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("hostile"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS, ...PROTO_KEYS), hostileString), tie("hostile"), {
      maxKeys: 5,
    }),
  ),
}));

// JSON text as a client could send it: prototype keys as real keys, numbers JSON reads as Infinity.
const hostileBody = fc.oneof(
  hostile.map((value) => JSON.stringify(value) ?? "null"),
  fc
    .tuple(fc.constantFrom(...PROTO_KEYS), hostile)
    .map(([key, value]) => `{"${key}":{"isAdmin":true,"polluted":${JSON.stringify(value) ?? "1"}}}`),
  fc.constantFrom(
    '{"slotIndex":0,"hunter":{"general":{"guild":1e400}}}',
    "{",
    "[]",
    '"text"',
    "",
    "nul\u0000l",
  ),
);

const pathSegment = hostileString.map((s) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
});

type Route = { method: string; path: (id: string) => string; body: boolean };
const WRITES: Route[] = [
  { method: "POST", path: () => "/api/hunters", body: true },
  { method: "PUT", path: (id) => `/api/hunters/${id}`, body: true },
  { method: "PUT", path: (id) => `/api/hunters/${id}/visibility`, body: true },
  { method: "DELETE", path: (id) => `/api/hunters/${id}`, body: false },
  { method: "POST", path: (id) => `/api/hunters/${id}/versions/${id}/restore`, body: true },
  { method: "POST", path: (id) => `/api/hunters/${id}/versions/1/restore`, body: false },
  { method: "POST", path: () => "/api/inventory", body: true },
  { method: "POST", path: () => "/api/inventory/import", body: true },
  { method: "POST", path: () => "/api/inventory/delete-batch", body: true },
  { method: "DELETE", path: (id) => `/api/inventory/${id}`, body: false },
  { method: "POST", path: () => "/api/presets", body: true },
  { method: "PUT", path: (id) => `/api/presets/${id}`, body: true },
  { method: "DELETE", path: (id) => `/api/presets/${id}`, body: false },
  { method: "PUT", path: () => "/api/roster-plan/settings", body: true },
  { method: "POST", path: () => "/api/roster-plan/apply", body: true },
  { method: "POST", path: () => "/api/feedback", body: true },
  { method: "POST", path: () => "/api/reports", body: true },
  { method: "POST", path: (id) => `/api/notices/${id}/read`, body: false },
  // A player is refused before the body is read; feedback-inbox-access.test.ts fuzzes them as a moderator.
  { method: "PUT", path: (id) => `/api/admin/feedback/${id}`, body: true },
  { method: "POST", path: (id) => `/api/admin/feedback/${id}/replies`, body: true },
  // The same for the game data's writes; admin-game-data-hostile.test.ts fuzzes them as an admin.
  { method: "POST", path: () => "/api/admin/game-data", body: true },
  { method: "PUT", path: () => "/api/admin/game-data/images", body: true },
  { method: "POST", path: (id) => `/api/admin/game-data/${id}/publish`, body: false },
  { method: "POST", path: (id) => `/api/admin/game-data/${id}/rollback`, body: false },
  // The console's accounts; admin-users-hostile.test.ts fuzzes them as an admin.
  { method: "POST", path: (id) => `/api/admin/users/${id}/grants`, body: true },
  { method: "POST", path: (id) => `/api/admin/users/${id}/sign-out`, body: true },
  { method: "POST", path: (id) => `/api/admin/users/${id}/suspend`, body: true },
  { method: "POST", path: (id) => `/api/admin/users/${id}/lift`, body: true },
  { method: "PUT", path: (id) => `/api/admin/users/${id}/role`, body: true },
  { method: "DELETE", path: (id) => `/api/admin/users/${id}`, body: true },
  // The same for the Instance screen's writes; admin-instance-hostile.test.ts fuzzes the schedule as an admin.
  { method: "PUT", path: () => "/api/admin/instance/backups/schedule", body: true },
  { method: "DELETE", path: () => "/api/admin/instance/backups/schedule", body: false },
  { method: "POST", path: () => "/api/admin/instance/backups", body: true },
  { method: "PUT", path: () => "/api/me/avatar", body: true },
  { method: "PUT", path: () => "/api/me/language", body: true },
  { method: "POST", path: () => "/api/me/password", body: true },
  { method: "POST", path: () => "/api/account/register", body: true },
  { method: "POST", path: () => "/api/account/merge-guest", body: true },
  { method: "POST", path: () => "/api/sign-in/nickname", body: true },
  { method: "POST", path: () => "/api/sign-in/methods/password", body: true },
  { method: "DELETE", path: (id) => `/api/sign-in/methods/providers/${id}`, body: false },
  { method: "DELETE", path: (id) => `/api/sign-in/methods/passkeys/${id}`, body: false },
  { method: "POST", path: () => "/api/functions/recalculateAchievements", body: true },
  { method: "GET", path: (id) => `/api/public/hunters/${id}/${id}`, body: false },
  { method: "GET", path: (id) => `/api/profiles/${id}`, body: false },
  { method: "GET", path: (id) => `/api/cards/hunters/${id}/${id}.png`, body: false },
  { method: "GET", path: (id) => `/api/cards/profiles/${id}.png`, body: false },
  { method: "POST", path: () => "/api/import/preview", body: true },
  { method: "POST", path: () => "/api/import", body: true },
  { method: "PUT", path: () => "/api/explore/choices", body: true },
  { method: "POST", path: (id) => `/api/explore/copies/${id}/${id}`, body: false },
  { method: "POST", path: (id) => `/api/explore/views/${id}/${id}`, body: false },
  { method: "GET", path: (id) => `/api/explore/rank/${id}/${id}`, body: false },
  { method: "POST", path: () => "/api/discord-feeds", body: true },
  { method: "PUT", path: (id) => `/api/discord-feeds/${id}`, body: true },
  { method: "DELETE", path: (id) => `/api/discord-feeds/${id}`, body: false },
  { method: "GET", path: (id) => `/api/proof/hunters/${id}`, body: false },
  { method: "POST", path: (id) => `/api/proof/hunters/${id}/images`, body: true },
  { method: "POST", path: (id) => `/api/proof/hunters/${id}/verification`, body: false },
  { method: "DELETE", path: (id) => `/api/proof/hunters/${id}/verification`, body: false },
  { method: "GET", path: (id) => `/api/proof/images/${id}`, body: false },
  { method: "DELETE", path: (id) => `/api/proof/images/${id}`, body: false },
  { method: "POST", path: (id) => `/api/admin/verification/${id}/decide`, body: true },
  {
    method: "GET",
    path: (id) => `/api/explore?purpose=${encodeURIComponent(id)}&after=${encodeURIComponent(id)}`,
    body: false,
  },
];

// Every content type a client can send: each route reads JSON, better-auth's sign-in form data too, and
// whatever a route does not read must still be refused cleanly.
const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
] as const;
type ContentType = (typeof CONTENT_TYPES)[number];

// A hostile value as form fields: an object's entries (objects inside as JSON text), anything else as one field.
function formFields(value: unknown): [string, string][] {
  const text = (item: unknown) => (typeof item === "string" ? item : (JSON.stringify(item) ?? "null"));
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [["data", text(value)]];
  return Object.entries(value).map(([key, item]) => [key, text(item)]);
}

function encode(type: ContentType, value: unknown, json: string): RequestInit {
  if (type === "application/json" || type === "text/plain")
    return { headers: { "content-type": type }, body: json };
  if (type === "application/x-www-form-urlencoded") {
    const body = formFields(value)
      .map(
        ([key, item]) =>
          `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(item.toWellFormed())}`,
      )
      .join("&");
    return { headers: { "content-type": type }, body };
  }
  const form = new FormData();
  for (const [key, item] of formFields(value)) form.append(key, item);
  return { body: form };
}

// A body as a value and the JSON text a client would send for it (prototype keys as real keys).
const hostileRequest = fc.oneof(
  hostile.map((value) => ({ value, json: JSON.stringify(value) ?? "null" })),
  hostileBody.map((json) => ({ value: json, json })),
);

// Text PostgreSQL cannot store, where better-auth looks it up: each is always tried.
const BAD_CREDENTIALS = ["a\u0000b@example.com", "\uD800@example.com"].map((email) => {
  const value = { email, password: `${email}-password`, token: email, newPassword: email };
  return { value, json: JSON.stringify(value) };
});

// better-auth's endpoints the web app uses (auth/rate-limits.ts), sent by a visitor with no session.
const AUTH_WRITES = [
  "sign-in/email",
  "sign-in/anonymous",
  "request-password-reset",
  "send-verification-email",
  "reset-password",
  "sign-out",
  "sign-in/social",
  "link-social",
  "passkey/verify-registration",
  "passkey/verify-authentication",
].map((path) => `/api/auth/${path}`);

const neverAFault = async (res: Response) => {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|Error: /);
  expect(Object.prototype).not.toHaveProperty("isAdmin");
};

describe.each(dbKinds)("hostile input (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;

  // Everything of the player's that a request could change.
  const snapshot = async () => {
    const read = async (path: string) => (await client.get(path)).text();
    return Promise.all(
      ["/api/hunters", "/api/inventory", "/api/presets", "/api/me", "/api/roster-plan/settings"].map(read),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ client } = await verifiedUser(t));
    expect((await client.post("/api/hunters", { slotIndex: 0, hunter: { hunterName: "Kept" } })).status).toBe(
      201,
    );
    expect((await client.post("/api/inventory", createItem())).status).toBe(201);
    expect((await client.post("/api/presets", { name: "Kept", filters: {} })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const cases = WRITES.flatMap((route) =>
    (route.body ? CONTENT_TYPES : [undefined]).map(
      (type) => [`${route.method} ${route.path(":id")}${type ? ` as ${type}` : ""}`, route, type] as const,
    ),
  );

  it.each(cases)(
    "%s: never a 5xx or a stack trace, and a refusal changes nothing",
    async (_, route, type) => {
      await fc.assert(
        fc.asyncProperty(pathSegment, hostileRequest, async (id, { value, json }) => {
          const before = await snapshot();
          const init = type ? encode(type, value, json) : {};
          const res = await client.request(route.path(id), { ...init, method: route.method });
          await neverAFault(res);
          if (res.status >= 400) expect(await snapshot()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    },
    60_000 + RUNS * 2_000,
  );

  it.each(
    AUTH_WRITES.flatMap((path) =>
      CONTENT_TYPES.map((type) => [`POST ${path} as ${type}`, path, type] as const),
    ),
  )(
    "%s: never a 5xx or a stack trace",
    async (_, path, type) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest, async ({ value, json }) => {
          const res = await t.client().request(path, { ...encode(type, value, json), method: "POST" });
          await neverAFault(res);
        }),
        { numRuns: RUNS, examples: BAD_CREDENTIALS.map((body) => [body] as [typeof body]) },
      );
    },
    60_000 + RUNS * 2_000,
  );
});
