import { createHash } from "node:crypto";
import { PNG } from "pngjs";
import { expect, it } from "vitest";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { CARD_RENDER_LIMIT } from "#server/routes/cards.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestApp, type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#build-cards: a public build's card is a 1200×630 PNG for anyone; a private or missing
// one is the same 404; a save draws a new card, and a second read comes from the cache.

// A write's NOTIFY comes back to its own instance a moment later (PostgreSQL delivers it asynchronously) and
// makes the card cache forget the owner's cards once more; a test of what the cache keeps waits for it.
const heardBack = (t: TestApp, userId: string) =>
  expect.poll(() => t.ctx.live.recentChanges(userId).some((e) => e.topic === "hunters")).toBe(true);

const hashOf = async (res: Response) =>
  createHash("sha256")
    .update(Buffer.from(await res.arrayBuffer()))
    .digest("hex");

describeEachDb("build cards (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const created = async (client: TestClient, slotIndex: number, overrides = {}) => {
    const res = await client.post("/api/hunters", { slotIndex, hunter: build(overrides) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as HunterRecord;
  };
  const cardPath = (h: HunterRecord) => `/api/cards/hunters/${h.userId}/${h.id}.png`;

  it("draws a public build as a 1200×630 PNG for a visitor, with an ETag a CDN revalidates", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, 0, {
      hunterName: "Card Hunter",
      general: { hunterRarity: "Ultimate" },
    });
    const res = await t.client().get(cardPath(hunter));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1200, 630]);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.client().request(cardPath(hunter), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("answers a private build exactly as a missing one, the owner included, and stops at once when made private", async () => {
    const { client, me } = await verifiedUser(t);
    const hunter = await created(client, 0, { hunterName: "Soon Private" });
    expect((await t.client().get(cardPath(hunter))).status).toBe(200);
    expect((await client.put(`/api/hunters/${hunter.id}/visibility`, { isPublic: false })).status).toBe(200);
    const hidden = await t.client().get(cardPath(hunter));
    const missing = await t.client().get(`/api/cards/hunters/${me.id}/no-such-hunter.png`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toBe(await missing.text());
    expect((await client.get(cardPath(hunter))).status).toBe(404);
    // Without .png, or with a name that cannot exist, it is not there either.
    expect((await t.client().get(`/api/cards/hunters/${me.id}/${hunter.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/cards/hunters/${me.id}/${"x".repeat(80)}.png`)).status).toBe(404);
  });

  it("serves a second read from the cache, and draws a new card after a save", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, 0, { hunterName: "Before" });
    await heardBack(t, hunter.userId);
    const first = await t.client().get(cardPath(hunter));
    const firstHash = await hashOf(first);
    // Changed behind the app's back (no live event): the card read again is the one drawn before.
    await t.database.query(`update hunters set hunter_name = 'Sneaked In' where id = $1`, [hunter.id]);
    const cached = await t.client().get(cardPath(hunter));
    expect(await hashOf(cached)).toBe(firstHash);
    expect(cached.headers.get("etag")).toBe(first.headers.get("etag"));
    const saved = await client.put(`/api/hunters/${hunter.id}`, {
      hunter: build({ hunterName: "After" }),
      baseUpdatedAt: hunter.updatedAt,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await t.client().get(cardPath(hunter));
    expect(await hashOf(after)).not.toBe(firstHash);
  });

  it("draws a profile card for anyone, and says a nickname nobody has is not found", async () => {
    const nickname = `Card${Math.floor(Math.random() * 1e6)}`;
    const { client } = await verifiedUser(t, { nickname });
    await created(client, 0, { hunterName: "Shown" });
    const res = await t.client().get(`/api/cards/profiles/${nickname.toUpperCase()}.png`);
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect((await t.client().get("/api/cards/profiles/nobody-has-this.png")).status).toBe(404);
    const site = await t.client().get("/api/cards/site.png");
    expect(site.status).toBe(200);
    expect(site.headers.get("content-type")).toBe("image/png");
  });
});

describeEachDb("build card rate limit (%s)", (kind) => {
  const t = testAppPerSuite(kind, { env: { RATE_LIMIT: "on" } });

  it("counts the reads that draw per address; a cached card is never refused", async () => {
    const { client } = await verifiedUser(t);
    const res = await client.post("/api/hunters", { slotIndex: 0, hunter: build({}) });
    const hunter = (await res.json()) as HunterRecord;
    await heardBack(t, hunter.userId);
    const reader = t.client();
    expect((await reader.get(`/api/cards/hunters/${hunter.userId}/${hunter.id}.png`)).status).toBe(200);
    for (let i = 1; i < CARD_RENDER_LIMIT.max; i++) {
      expect((await reader.get(`/api/cards/hunters/${hunter.userId}/missing-${i}.png`)).status).toBe(404);
    }
    const refused = await reader.get(`/api/cards/hunters/${hunter.userId}/missing-last.png`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await reader.get(`/api/cards/hunters/${hunter.userId}/${hunter.id}.png`)).status).toBe(200);
    expect((await t.client().get(`/api/cards/hunters/${hunter.userId}/missing-other.png`)).status).toBe(404);
  });
});
