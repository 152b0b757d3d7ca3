import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { registration, verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Text PostgreSQL cannot store (SQLSTATE 22021/22P05): a NUL byte and a lone UTF-16 surrogate.
// Each also as a path segment: a lone surrogate has no UTF-8 form, so its path form is the bytes of one.
const HOSTILE = [
  ["a NUL byte", "bad\u0000name", "bad%00name"],
  ["a lone surrogate", "bad\uD800name", "bad%ED%A0%80name"],
] as const;

const KNOWN: ReadonlySet<unknown> = new Set(Object.values(messages));

type Case = { name: string; method: string; path: (bad: string) => string; body?: (bad: string) => unknown };

const bodyCases: Case[] = [
  {
    name: "hunter name",
    method: "POST",
    path: () => "/api/hunters",
    body: (bad) => ({ slotIndex: 0, hunter: { hunterName: bad } }),
  },
  {
    name: "hunter purpose",
    method: "POST",
    path: () => "/api/hunters",
    body: (bad) => ({ slotIndex: 0, hunter: { general: { hunterPurpose: bad } } }),
  },
  {
    name: "preset name",
    method: "POST",
    path: () => "/api/presets",
    body: (bad) => ({ name: bad, filters: {} }),
  },
  {
    name: "preset filter",
    method: "POST",
    path: () => "/api/presets",
    body: (bad) => ({ name: "Mine", filters: { rarity: [bad] } }),
  },
  {
    name: "feedback text",
    method: "POST",
    path: () => "/api/feedback",
    body: (bad) => ({ type: "bug", text: bad }),
  },
  {
    name: "inventory item",
    method: "POST",
    path: () => "/api/inventory",
    body: (bad) => ({ itemType: "Hat", rarity: bad, quality: "Normal" }),
  },
  {
    name: "delete-batch ids",
    method: "POST",
    path: () => "/api/inventory/delete-batch",
    body: (bad) => ({ ids: [bad] }),
  },
  {
    name: "reset token",
    method: "POST",
    path: () => "/api/auth/reset-password",
    body: (bad) => ({ newPassword: "secret123", token: bad }),
  },
];

const paramCases: Case[] = [
  { name: "public hunter", method: "GET", path: (bad) => `/api/public/hunters/${bad}/${bad}` },
  {
    name: "hunter update",
    method: "PUT",
    path: (bad) => `/api/hunters/${bad}`,
    body: () => ({ hunter: {} }),
  },
  { name: "hunter delete", method: "DELETE", path: (bad) => `/api/hunters/${bad}` },
  {
    name: "hunter visibility",
    method: "PUT",
    path: (bad) => `/api/hunters/${bad}/visibility`,
    body: () => ({ isPublic: true }),
  },
  { name: "hunter versions", method: "GET", path: (bad) => `/api/hunters/${bad}/versions` },
  { name: "hunter version", method: "GET", path: (bad) => `/api/hunters/${bad}/versions/${bad}` },
  { name: "version restore", method: "POST", path: (bad) => `/api/hunters/${bad}/versions/1/restore` },
  { name: "profile", method: "GET", path: (bad) => `/api/profiles/${bad}` },
  { name: "item delete", method: "DELETE", path: (bad) => `/api/inventory/${bad}` },
  {
    name: "preset update",
    method: "PUT",
    path: (bad) => `/api/presets/${bad}`,
    body: () => ({ filters: {} }),
  },
  { name: "preset delete", method: "DELETE", path: (bad) => `/api/presets/${bad}` },
];

const send = (client: TestClient, c: Case, bad: string, path: string) =>
  client.request(path, {
    method: c.method,
    headers: c.body ? { "content-type": "application/json" } : {},
    body: c.body ? JSON.stringify(c.body(bad)) : undefined,
  });

describeEachDb("text the database cannot store (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    client = (await verifiedUser(t)).client;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  describe.each(HOSTILE)("with %s", (_, bad, inPath) => {
    it.each(bodyCases.map((c) => [c.name, c] as const))(
      "in the %s answers 400 with our message",
      async (_, c) => {
        const res = await send(client, c, bad, c.path(bad));
        expect(res.status).toBe(400);
        const { error } = (await res.json()) as { error: { message: string } };
        expect(error.message).toBeTruthy();
        if (!c.path(bad).startsWith("/api/auth/")) expect(KNOWN.has(error.message)).toBe(true);
      },
    );

    it.each(paramCases.map((c) => [c.name, c] as const))("in the %s path answers 404", async (_, c) => {
      const res = await send(client, c, bad, c.path(inPath));
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    });

    it("in a referral link is ignored: registration succeeds", async () => {
      const res = await t.client().post("/api/account/register", registration({ ref: bad }));
      expect(res.status).toBe(201);
      expect(((await res.json()) as { referredBy: string | null }).referredBy).toBeNull();
    });
  });

  it("GET /api/public/hunters/%00/%00 answers 404", async () => {
    const res = await t.client().get("/api/public/hunters/%00/%00");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: messages.hunterNotFound } });
  });
});
