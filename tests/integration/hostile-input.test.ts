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
  { method: "POST", path: () => "/api/inventory/delete-batch", body: true },
  { method: "DELETE", path: (id) => `/api/inventory/${id}`, body: false },
  { method: "POST", path: () => "/api/presets", body: true },
  { method: "PUT", path: (id) => `/api/presets/${id}`, body: true },
  { method: "DELETE", path: (id) => `/api/presets/${id}`, body: false },
  { method: "POST", path: () => "/api/feedback", body: true },
  { method: "PUT", path: () => "/api/me/avatar", body: true },
  { method: "POST", path: () => "/api/me/password", body: true },
  { method: "POST", path: () => "/api/account/register", body: true },
  { method: "POST", path: () => "/api/account/merge-guest", body: true },
  { method: "POST", path: () => "/api/functions/recalculateAchievements", body: true },
  { method: "GET", path: (id) => `/api/public/hunters/${id}/${id}`, body: false },
  { method: "GET", path: (id) => `/api/profiles/${id}`, body: false },
  { method: "POST", path: () => "/api/import/preview", body: true },
  { method: "POST", path: () => "/api/import", body: true },
];

describe.each(dbKinds)("hostile input (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;

  // Everything of the player's that a request could change.
  const snapshot = async () => {
    const read = async (path: string) => (await client.get(path)).text();
    return Promise.all(["/api/hunters", "/api/inventory", "/api/presets", "/api/me"].map(read));
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

  it.each(WRITES.map((r) => [`${r.method} ${r.path(":id")}`, r] as const))(
    "%s: never a 5xx or a stack trace, and a refusal changes nothing",
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(pathSegment, hostileBody, async (id, body) => {
          const before = await snapshot();
          const res = await client.request(route.path(id), {
            method: route.method,
            headers: route.body ? { "content-type": "application/json" } : {},
            body: route.body ? body : undefined,
          });
          const text = await res.text();
          expect(res.status, text.slice(0, 300)).toBeLessThan(500);
          expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|Error: /);
          if (res.status >= 400) expect(await snapshot()).toEqual(before);
          expect(Object.prototype).not.toHaveProperty("isAdmin");
        }),
        { numRuns: RUNS },
      );
    },
    60_000 + RUNS * 2_000,
  );
});
