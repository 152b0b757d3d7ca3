import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, feedback, feedbackReplies, playerNotices, user } from "#server/db/schema.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Who may use the feedback inbox (docs/product.md#feedback-inbox), with the console's roles the shared
// authorization matrix has no callers for; and hostile input on its writes from a moderator, who passes the
// guard, so the fuzz reaches the schemas and the service.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

type Caller = "visitor" | "player" | "moderator" | "admin";
const CALLERS: Caller[] = ["visitor", "player", "moderator", "admin"];

const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\uD800", "x\uDC00y", "%00", "../..", "", " ", "x".repeat(5_000)),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("new", "planned", "done", "declined"),
  fc.array(hostileText, { maxLength: 3 }),
);
const hostileBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom("status", "note", "text", "__proto__", "constructor"), hostileValue, {
      maxKeys: 4,
    })
    .map((value) => JSON.stringify(value)),
  fc.constantFrom("{", "[]", '"text"', "", "null", '{"status":"done","note":{"__proto__":{"isAdmin":true}}}'),
);
const pathSegment = hostileText.map((s) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
});

describeEachDb("feedback inbox access (%s)", (kind) => {
  const t = testAppPerSuite(kind);
  const clients = {} as Record<Caller, TestClient>;
  let feedbackId = "";

  beforeAll(async () => {
    clients.visitor = t.client();
    const player = await verifiedUser(t);
    clients.player = player.client;
    for (const role of ["moderator", "admin"] as const) {
      const staff = await verifiedUser(t);
      await t.database.db.update(user).set({ role }).where(eq(user.id, staff.me.id));
      clients[role] = staff.client;
    }
    expect(
      (await player.client.post("/api/feedback", { type: "bug", text: "The map is blank." })).status,
    ).toBe(201);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.userId, player.me.id));
    feedbackId = row?.id ?? "";
  });

  const ROUTES: { name: string; send: (c: TestClient) => Promise<Response>; staff: number }[] = [
    { name: "GET /api/admin/feedback", send: (c) => c.get("/api/admin/feedback"), staff: 200 },
    {
      name: "GET /api/admin/feedback/:id",
      send: (c) => c.get(`/api/admin/feedback/${feedbackId}`),
      staff: 200,
    },
    {
      name: "PUT /api/admin/feedback/:id",
      send: (c) => c.put(`/api/admin/feedback/${feedbackId}`, { status: "planned", note: "" }),
      staff: 200,
    },
    {
      name: "POST /api/admin/feedback/:id/replies",
      send: (c) => c.post(`/api/admin/feedback/${feedbackId}/replies`, { text: "Looking into it." }),
      staff: 201,
    },
  ];

  describe.each(ROUTES)("$name", ({ send, staff }) => {
    it.each(CALLERS)("as %s", async (caller) => {
      const res = await send(clients[caller]);
      const expected = { visitor: 401, player: 403, moderator: staff, admin: staff }[caller];
      expect(res.status, await res.clone().text()).toBe(expected);
    });
  });

  it("lets a player read only their own submissions", async () => {
    for (const caller of ["moderator", "admin"] as const) {
      const res = await clients[caller].get("/api/feedback/mine");
      expect(await res.json()).toEqual([]);
    }
    expect((await clients.visitor.get("/api/feedback/mine")).status).toBe(401);
  });

  // Everything the inbox's writes can change, as the database holds it.
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        t.database.db.select().from(feedback),
        t.database.db.select().from(feedbackReplies),
        t.database.db.select().from(playerNotices),
        t.database.db.select().from(auditLog),
      ]),
    );

  const WRITES = [
    { method: "PUT", path: (id: string) => `/api/admin/feedback/${id}` },
    { method: "POST", path: (id: string) => `/api/admin/feedback/${id}/replies` },
  ];

  it.each(WRITES)(
    "$method $path: hostile input from a moderator is never a 5xx, and a refusal changes nothing",
    async ({ method, path }) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant(feedbackId), pathSegment), hostileBody, async (id, body) => {
          const before = await snapshot();
          const res = await clients.moderator.request(path(id), {
            method,
            headers: { "content-type": "application/json" },
            body,
          });
          const text = await res.text();
          expect(res.status, text.slice(0, 300)).toBeLessThan(500);
          expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|Error: /);
          expect(Object.prototype).not.toHaveProperty("isAdmin");
          if (res.status >= 400) expect(await snapshot()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
    60_000 + RUNS * 2_000,
  );

  it("GET /api/admin/feedback: a hostile query is never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("type", "status", "order", "page"), pathSegment, { maxKeys: 4 }),
        async (query) => {
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${value}`)
            .join("&");
          const res = await clients.moderator.get(`/api/admin/feedback?${search}`);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
