import { createHash } from "node:crypto";
import { PNG } from "pngjs";
import { expect, it } from "vitest";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import type { CachedCard } from "#server/cards/card-cache.ts";
import type { RenderJob } from "#server/cards/render-job.ts";
import type { Png } from "#server/cards/render-pool.ts";
import { AppError } from "#server/errors.ts";
import { CARD_RENDER_LIMIT } from "#server/routes/cards.ts";
import { createCardService, hunterPreview } from "#server/services/cards.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { heardHuntersChange } from "./support/heard-hunters.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#build-cards: a public build's card is a 1200×630 PNG for anyone; a private or missing
// one is the same 404; a save draws a new card, and a second read comes from the cache.

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
    await heardHuntersChange(t.ctx, hunter.userId);
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
    // The card of before at once while the new one draws (a stale card is served, never awaited), then the new one.
    expect(await hashOf(await t.client().get(cardPath(hunter)))).toBe(firstHash);
    await expect
      .poll(async () => hashOf(await t.client().get(cardPath(hunter))), { timeout: 30_000 })
      .not.toBe(firstHash);
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
    await heardHuntersChange(t.ctx, hunter.userId);
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

/** A render thread the test drives: cards wait in the order they reach it until `finish` draws the first. */
function heldThread() {
  const held: { name: string; done: () => void }[] = [];
  const drawn: string[] = [];
  const nameOf = (job: RenderJob) => (job.kind === "hunter" ? job.model.name : job.kind);
  return {
    held,
    drawn,
    render: (job: RenderJob) =>
      new Promise<Png>((resolve) => {
        const name = nameOf(job);
        held.push({
          name,
          done: () => {
            drawn.push(name);
            resolve(new Uint8Array(Buffer.from(name)));
          },
        });
      }),
    finish: async () => {
      held.shift()?.done();
      await new Promise((settled) => setImmediate(settled));
    },
    stop: async () => undefined,
  };
}

type Outcome = { shown: string } | { status: number };
const outcome = (card: Promise<CachedCard>): Promise<Outcome> =>
  card.then(
    (drawn) => ({ shown: Buffer.from(drawn.png).toString() }),
    (error: unknown) => {
      if (error instanceof AppError) return { status: error.status };
      throw error;
    },
  );

describeEachDb("build cards under one player's load (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const created = async (client: TestClient, slotIndex: number, hunterName: string) => {
    const res = await client.post("/api/hunters", { slotIndex, hunter: build({ hunterName }) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as HunterRecord;
  };
  const renamed = async (client: TestClient, hunter: HunterRecord, hunterName: string) => {
    const res = await client.put(`/api/hunters/${hunter.id}`, {
      hunter: build({ hunterName }),
      baseUpdatedAt: hunter.updatedAt,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as HunterRecord;
  };

  it("draws another player's card next, however many of one player's changing cards wait, and never refuses it", async () => {
    const thread = heldThread();
    const cards = createCardService(t.ctx, thread);
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    let builds: HunterRecord[] = [];
    for (let i = 0; i < 5; i += 1) builds.push(await created(a.client, i, `A${i} round 0`));
    const theirs = await created(b.client, 0, "B's card");
    await heardHuntersChange(t.ctx, a.me.id);
    await heardHuntersChange(t.ctx, b.me.id);

    // Player A saves their five builds and draws all five cards at once from new addresses, four times over.
    const answersToA: Promise<Outcome>[] = [];
    for (let round = 0; round < 4; round += 1) {
      if (round > 0) {
        builds = await Promise.all(builds.map((h, i) => renamed(a.client, h, `A${i} round ${round}`)));
      }
      for (const [i, h] of builds.entries()) {
        answersToA.push(outcome(cards.hunter(h.userId, h.id, { address: `2001:db8:${round}:${i}::/64` })));
      }
    }
    let settled = 0;
    for (const answer of answersToA) void answer.then(() => (settled += 1));
    const answerToB = outcome(cards.hunter(theirs.userId, theirs.id, { address: "198.51.100.7" }));
    // Every request of A's is answered, waiting for the thread or drawing, and so is B's.
    await expect
      .poll(() => settled + thread.held.length + (cards.waiting?.() ?? 0))
      .toBe(answersToA.length + 1);

    while (thread.held.length > 0) await thread.finish();
    expect(await answerToB).toEqual({ shown: "B's card" });
    // Behind the one card of A's that was drawing when B's came, no more.
    expect(thread.drawn.indexOf("B's card")).toBeLessThanOrEqual(1);
    const toA = await Promise.all(answersToA);
    for (const answer of toA) {
      if ("status" in answer) expect(answer.status).toBe(503);
    }
    expect(thread.drawn.filter((name) => name.startsWith("A")).length).toBeLessThan(answersToA.length);
    await cards.stop();
  });

  it("answers a changed card's last image at once while its new one draws, then the new one, and never a build made private", async () => {
    const thread = heldThread();
    const cards = createCardService(t.ctx, thread);
    const { client, me } = await verifiedUser(t);
    // Each save's NOTIFY comes back a moment later and makes the owner's cards stale once more: the test
    // waits for it, so that what it draws is kept and each change is one.
    const heard = async <T>(save: () => Promise<T>) => {
      const before = Date.now();
      const saved = await save();
      await expect
        .poll(() => t.ctx.live.recentChanges(me.id).some((e) => e.topic === "hunters" && e.at >= before))
        .toBe(true);
      return saved;
    };
    let hunter = await heard(() => created(client, 0, "Before"));
    const other = await heard(() => created(client, 1, "Other"));
    for (const h of [hunter, other]) {
      const first = outcome(cards.hunter(me.id, h.id));
      await expect.poll(() => thread.held.length).toBe(1);
      await thread.finish();
      expect(await first).toEqual({ shown: h.hunterName });
    }

    hunter = await heard(() => renamed(client, hunter, "After"));
    let answered: Outcome | undefined;
    void outcome(cards.hunter(me.id, hunter.id)).then((answer) => {
      answered = answer;
    });
    // Answered while the new card is still on the thread.
    await expect.poll(() => answered !== undefined && thread.held.length === 1).toBe(true);
    expect(answered).toEqual({ shown: "Before" });
    // Asked again meanwhile: the same stale card, and no second drawing of the same change; a link
    // preview's new address names the new version and waits for it.
    expect(await outcome(cards.hunter(me.id, hunter.id))).toEqual({ shown: "Before" });
    const version = (await hunterPreview(t.ctx, me.id, hunter.id))?.version;
    let versioned: Outcome | undefined;
    void outcome(cards.hunter(me.id, hunter.id, { version })).then((answer) => {
      versioned = answer;
    });
    // So does the owner, who just saved and downloads the image.
    let toOwner: Outcome | undefined;
    void outcome(cards.hunter(me.id, hunter.id, { userId: me.id })).then((answer) => {
      toOwner = answer;
    });
    // The other build's card did not change: current again without a drawing.
    expect(await outcome(cards.hunter(me.id, other.id))).toEqual({ shown: "Other" });
    expect(thread.held.length + (cards.waiting?.() ?? 0)).toBe(1);
    expect(versioned).toBeUndefined();
    expect(toOwner).toBeUndefined();
    // Drawn whether it joined the drawing under way or (read after it ended) drew again.
    await expect
      .poll(async () => {
        await thread.finish();
        return versioned;
      })
      .toEqual({ shown: "After" });
    await expect
      .poll(async () => {
        await thread.finish();
        return toOwner;
      })
      .toEqual({ shown: "After" });
    await expect.poll(() => cards.cachedHunter(me.id, hunter.id)?.etag).toBeDefined();
    expect(Buffer.from(cards.cachedHunter(me.id, hunter.id)?.png ?? []).toString()).toBe("After");

    hunter = await renamed(client, hunter, "Later");
    expect((await client.put(`/api/hunters/${hunter.id}/visibility`, { isPublic: false })).status).toBe(200);
    expect(await outcome(cards.hunter(me.id, hunter.id))).toEqual({ status: 404 });
    expect(thread.held).toHaveLength(0);
    await cards.stop();
  });
});
