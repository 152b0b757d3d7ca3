import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import type { HunterVersionSummary } from "#core/schemas/hunter-history.ts";
import type { HunterProof, ProofImage, VerificationReview } from "#core/schemas/verification.ts";
import { auditLog, hunters, playerNotices, proofImages, user } from "#server/db/schema.ts";
import { createHunter as build } from "../factories/hunter.ts";
import {
  decompressionBombPng,
  fakePng,
  gifImage,
  jpegWithExif,
  polyglotPng,
  screenshotPng,
  svgImage,
} from "../factories/proof-images.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestApp, type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const START = new Date("2026-12-06T08:00:00Z");

// docs/product.md#proof-and-verification: screenshots of a public build, re-encoded and kept with the data;
// a moderator's verdict; the badge a later change of a counted field takes.
describeEachDb("proof and verification (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: START });

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const upload = (client: TestClient, hunterId: string, bytes: Uint8Array, type = "image/png") =>
    client.request(`/api/proof/hunters/${hunterId}/images`, {
      method: "POST",
      headers: { "content-type": type },
      body: bytes as BodyInit,
    });
  const attach = async (client: TestClient, hunterId: string, bytes?: Uint8Array) =>
    json<ProofImage>(await upload(client, hunterId, bytes ?? (await screenshotPng(540, 960))), 201);
  const proofOf = async (client: TestClient, hunterId: string) =>
    json<HunterProof>(await client.get(`/api/proof/hunters/${hunterId}`));
  const ask = (client: TestClient, hunterId: string) =>
    client.post(`/api/proof/hunters/${hunterId}/verification`);

  async function owner(isPublic = true) {
    const account = await verifiedUser(t);
    const hunter = await json<OwnHunter>(
      await account.client.post("/api/hunters", {
        slotIndex: 0,
        hunter: build({ hunterName: "Proven", isPublic, traits: { Quicken: 3 }, general: { trait: 3 } }),
      }),
      201,
    );
    return { ...account, hunter };
  }
  async function moderator(app: TestApp = t) {
    const account = await verifiedUser(app);
    await app.database.db.update(user).set({ role: "moderator" }).where(eq(user.id, account.me.id));
    return account;
  }
  async function openRequest(app: TestApp, userId: string, hunterId: string) {
    const { verificationRequests } = await import("#server/db/schema.ts");
    const [row] = await app.database.db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.hunterId, hunterId), eq(verificationRequests.userId, userId)))
      .orderBy(verificationRequests.createdAt);
    if (!row) throw new Error("no request");
    return row.id;
  }
  const review = async (client: TestClient, requestId: string) =>
    json<VerificationReview>(await client.get(`/api/admin/verification/${requestId}`));
  const decide = (client: TestClient, requestId: string, body: Record<string, unknown>) =>
    client.post(`/api/admin/verification/${requestId}/decide`, body);
  async function verifiedBuild() {
    const o = await owner();
    await attach(o.client, o.hunter.id);
    expect((await ask(o.client, o.hunter.id)).status).toBe(201);
    const requestId = await openRequest(t, o.me.id, o.hunter.id);
    const mod = await moderator();
    const seen = await review(mod.client, requestId);
    await json(
      await decide(mod.client, requestId, { verdict: "verified", seenUpdatedAt: seen.hunter.updatedAt }),
    );
    return { ...o, mod, requestId };
  }

  it("stores the server's own WebP re-encode: longest side bounded, metadata gone", async () => {
    const { client, hunter } = await owner();
    const wide = await attach(client, hunter.id, await screenshotPng(3000, 1000));
    expect([wide.width, wide.height]).toEqual([2560, 853]);
    const exif = await attach(client, hunter.id, await jpegWithExif("GPS-Lodge-Secret"));
    const stored = await client.get(exif.url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(stored.headers.get("cache-control")).toMatch(/^private/);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(bytes.includes("GPS-Lodge-Secret")).toBe(false);
  });

  it("refuses what is not a PNG, JPEG or WebP screenshot, and a decompression bomb, storing nothing", async () => {
    const { client, hunter } = await owner();
    const text = new TextEncoder().encode("just some words, not an image");
    for (const bytes of [text, fakePng(), svgImage("alert(1)"), await gifImage(), new Uint8Array()]) {
      const res = await upload(client, hunter.id, bytes);
      expect(res.status).toBe(422);
      expect((await res.json()).error.code).toBe("not-an-image");
    }
    const bomb = await upload(client, hunter.id, decompressionBombPng());
    expect(bomb.status).toBe(422);
    expect((await bomb.json()).error.code).toBe("too-many-pixels");
    expect((await proofOf(client, hunter.id)).images).toEqual([]);
  });

  it("keeps only the picture of a polyglot file", async () => {
    const { client, hunter } = await owner();
    const image = await attach(client, hunter.id, await polyglotPng("alert('polyglot')"));
    const bytes = Buffer.from(await (await client.get(image.url)).arrayBuffer());
    expect(bytes.includes("polyglot")).toBe(false);
    expect(bytes.includes("<html>")).toBe(false);
  });

  it("refuses a 50 MB body with 413 without reading it whole", async () => {
    const { client, hunter } = await owner();
    let sent = 0;
    const FIFTY_MB = 50 * 1024 * 1024;
    const piece = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= FIFTY_MB) return controller.close();
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const res = await client.request(`/api/proof/hunters/${hunter.id}/images`, {
      method: "POST",
      headers: { "content-type": "image/png" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(FIFTY_MB / 2);
    const declared = await client.request(`/api/proof/hunters/${hunter.id}/images`, {
      method: "POST",
      headers: { "content-type": "image/png", "content-length": String(FIFTY_MB) },
      body: piece,
    });
    expect(declared.status).toBe(413);
  });

  it("takes at most 3 screenshots per build, also when uploads race", async () => {
    const { client, hunter } = await owner();
    const png = await screenshotPng(300, 300);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => upload(client, hunter.id, png)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 422, 422]);
    const fourth = await upload(client, hunter.id, png);
    expect(fourth.status).toBe(422);
    expect((await fourth.json()).error.code).toBe("too-many-images");
    expect((await proofOf(client, hunter.id)).images).toHaveLength(3);
  });

  it("lets only the owner of a public build attach, ask and remove", async () => {
    const own = await owner(false);
    const hidden = await upload(own.client, own.hunter.id, await screenshotPng(200, 200));
    expect(hidden.status).toBe(422);
    expect((await hidden.json()).error.code).toBe("build-not-public");
    const other = await owner();
    const image = await attach(other.client, other.hunter.id);
    const stranger = await verifiedUser(t);
    expect((await upload(stranger.client, other.hunter.id, await screenshotPng(200, 200))).status).toBe(404);
    expect((await ask(stranger.client, other.hunter.id)).status).toBe(404);
    expect((await stranger.client.del(`/api/proof/images/${image.id}`)).status).toBe(404);
    expect((await stranger.client.get(image.url)).status).toBe(404);
    expect((await t.client().get(image.url)).status).toBe(404);
    // Someone else's private build is not found, as a missing one.
    expect((await stranger.client.get(`/api/proof/hunters/${own.hunter.id}`)).status).toBe(404);
    expect((await t.client().get("/api/proof/hunters/no-such-build")).status).toBe(404);
    expect(await proofOf(stranger.client, other.hunter.id)).toEqual({
      verifiedAt: null,
      images: [],
      request: null,
      isOwner: false,
    });
  });

  it("asks, waits, withdraws; the screenshots stay put while a moderator may look", async () => {
    const { client, hunter } = await owner();
    const none = await ask(client, hunter.id);
    expect(none.status).toBe(422);
    expect((await none.json()).error.code).toBe("needs-image");
    const image = await attach(client, hunter.id);
    const asked = await json<HunterProof>(await ask(client, hunter.id), 201);
    expect(asked.request?.status).toBe("open");
    expect((await ask(client, hunter.id)).status).toBe(409);
    expect((await upload(client, hunter.id, await screenshotPng(200, 200))).status).toBe(409);
    expect((await client.del(`/api/proof/images/${image.id}`)).status).toBe(409);
    const withdrawn = await json<HunterProof>(
      await client.del(`/api/proof/hunters/${hunter.id}/verification`),
    );
    expect(withdrawn.request?.status).toBe("withdrawn");
    expect((await client.del(`/api/proof/hunters/${hunter.id}/verification`)).status).toBe(409);
    expect((await client.del(`/api/proof/images/${image.id}`)).status).toBe(200);
    expect((await client.get(image.url)).status).toBe(404);
  });

  it("a moderator verifies: the badge, the audit entry and the owner's notice; everyone sees the screenshots", async () => {
    const { client, hunter, me, mod, requestId } = await verifiedBuild();
    const [row] = await t.database.db.select().from(hunters).where(eq(hunters.id, hunter.id));
    expect(row?.verifiedAt?.toISOString()).toBe(START.toISOString());
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, hunter.id));
    expect(audit).toMatchObject([{ actorId: mod.me.id, action: "verification.verify" }]);
    const notices = await t.database.db.select().from(playerNotices).where(eq(playerNotices.userId, me.id));
    expect(notices.map((n) => n.kind)).toEqual(["verification-verified"]);
    const seen = await proofOf(t.client(), hunter.id);
    expect(seen.verifiedAt).toBe(START.toISOString());
    expect(seen.request).toBeNull();
    const [image] = seen.images;
    const served = await t.client().get(image?.url ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toMatch(/^public/);
    expect((await proofOf(client, hunter.id)).request?.status).toBe("verified");
    expect(
      (await decide(mod.client, requestId, { verdict: "rejected", reason: "late", seenUpdatedAt: "" }))
        .status,
    ).toBe(409);
  });

  it("serves a verified build's screenshots to no one else once it is private or out of explore", async () => {
    const { client, hunter, mod } = await verifiedBuild();
    const [image] = (await proofOf(client, hunter.id)).images;
    const url = image?.url ?? "";
    expect((await t.client().get(url)).status).toBe(200);
    await t.database.db.update(hunters).set({ inExplore: false }).where(eq(hunters.id, hunter.id));
    expect((await t.client().get(url)).status).toBe(404);
    expect((await proofOf(t.client(), hunter.id)).images).toEqual([]);
    await t.database.db
      .update(hunters)
      .set({ inExplore: true, isPublic: false })
      .where(eq(hunters.id, hunter.id));
    expect((await t.client().get(url)).status).toBe(404);
    const own = await client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toMatch(/^private/);
    expect((await mod.client.get(url)).status).toBe(200);
  });

  it("a moderator rejects with a reason: the screenshots are deleted and the owner reads why", async () => {
    const { client, hunter, me } = await owner();
    const image = await attach(client, hunter.id);
    await ask(client, hunter.id);
    const requestId = await openRequest(t, me.id, hunter.id);
    const mod = await moderator();
    const seen = await review(mod.client, requestId);
    expect(seen.images.map((i) => i.id)).toEqual([image.id]);
    expect(seen.hunter.hunterName).toBe("Proven");
    const noReason = await decide(mod.client, requestId, {
      verdict: "rejected",
      seenUpdatedAt: seen.hunter.updatedAt,
    });
    expect(noReason.status).toBe(400);
    expect(
      (await decide(client, requestId, { verdict: "verified", seenUpdatedAt: seen.hunter.updatedAt })).status,
    ).toBe(403);
    await json(
      await decide(mod.client, requestId, {
        verdict: "rejected",
        reason: "The rings differ",
        seenUpdatedAt: seen.hunter.updatedAt,
      }),
    );
    expect(await t.database.db.select().from(proofImages).where(eq(proofImages.hunterId, hunter.id))).toEqual(
      [],
    );
    expect((await client.get(image.url)).status).toBe(404);
    const proof = await proofOf(client, hunter.id);
    expect(proof.request).toMatchObject({ status: "rejected", reason: "The rings differ" });
    const [notice] = await t.database.db.select().from(playerNotices).where(eq(playerNotices.userId, me.id));
    expect(notice).toMatchObject({ kind: "verification-rejected", data: { reason: "The rings differ" } });
  });

  it("refuses a decision on a build saved since the moderator opened it", async () => {
    const { client, hunter, me } = await owner();
    await attach(client, hunter.id);
    await ask(client, hunter.id);
    const requestId = await openRequest(t, me.id, hunter.id);
    const mod = await moderator();
    const seen = await review(mod.client, requestId);
    t.setNow(new Date(START.getTime() + 60_000));
    await json(await client.put(`/api/hunters/${hunter.id}`, { hunter: build({ hunterName: "Proven 2" }) }));
    t.setNow(START);
    const stale = await decide(mod.client, requestId, {
      verdict: "verified",
      seenUpdatedAt: seen.hunter.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("build-changed");
  });

  it("refuses a decision on a request another moderator has claimed, until it is taken over", async () => {
    const { client, hunter, me } = await owner();
    await attach(client, hunter.id);
    await ask(client, hunter.id);
    const requestId = await openRequest(t, me.id, hunter.id);
    const first = await moderator();
    const second = await moderator();
    const claim = (mod: TestClient, takeOver: boolean) =>
      mod.post(`/api/admin/moderation/verification/${requestId}/claim`, { takeOver });
    expect((await claim(first.client, false)).status).toBe(200);
    const seen = await review(second.client, requestId);
    const verdict = { verdict: "verified", seenUpdatedAt: seen.hunter.updatedAt };
    const refused = await decide(second.client, requestId, verdict);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("claimed");
    expect((await claim(second.client, true)).status).toBe(200);
    expect((await decide(second.client, requestId, verdict)).status).toBe(200);
  });

  it("a change of a counted field takes the badge in the same save, tells the owner and marks the history", async () => {
    const { client, hunter, me } = await verifiedBuild();
    const saved = (next: ReturnType<typeof build>) =>
      client.put(`/api/hunters/${hunter.id}`, { hunter: next });
    const same = { hunterName: "Renamed", traits: { Quicken: 3 }, general: { trait: 3 } };
    await json(await saved(build(same)));
    const still = await t.database.db.select().from(hunters).where(eq(hunters.id, hunter.id));
    expect(still[0]?.verifiedAt).not.toBeNull();
    await json(await saved(build({ ...same, traits: { Quicken: 4 }, general: { trait: 4 } })));
    const [row] = await t.database.db.select().from(hunters).where(eq(hunters.id, hunter.id));
    expect(row?.verifiedAt).toBeNull();
    const kinds = (
      await t.database.db.select().from(playerNotices).where(eq(playerNotices.userId, me.id))
    ).map((n) => n.kind);
    expect(kinds.sort()).toEqual(["verification-dropped", "verification-verified"]);
    const versions = await json<HunterVersionSummary[]>(
      await client.get(`/api/hunters/${hunter.id}/versions`),
    );
    expect(versions.map((v) => v.change?.verificationRemoved ?? false)).toEqual([true, false, false]);
    expect((await proofOf(t.client(), hunter.id)).images).toEqual([]);
    expect((await proofOf(client, hunter.id)).images).toHaveLength(1);
  });
});
