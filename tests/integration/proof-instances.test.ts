import { describe, expect, it } from "vitest";
import type { ExplorePage } from "#core/schemas/explore.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import type { HunterProof, ProofImage, VerificationReview } from "#core/schemas/verification.ts";
import type { RunningServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { screenshotPng } from "../factories/proof-images.ts";
import { INSTANCE_ORIGIN, instanceClient, twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#proof-and-verification: screenshots are kept with the data, so every instance serves
// them; a verdict given through one instance is the badge every instance shows, and a change saved through
// either takes it everywhere.
describe.runIf(pgTestUrl)("proof and verification on two instances of one PostgreSQL", () => {
  const instances = twoInstancesPerSuite();

  const bytesOf = async (server: RunningServer, path: string, cookie = "") => {
    const res = await instanceClient(server, cookie).get(path);
    expect(res.status, path).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it("shows the same screenshots and badge on both, and drops the badge on both after a change", async () => {
    const [a, b] = instances.servers;
    const owner = await instances.player(0);
    const created = await owner.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Both Sides", traits: { Quicken: 3 }, general: { trait: 3 } }),
    });
    expect(created.status).toBe(201);
    const hunter = (await created.json()) as OwnHunter;
    const uploaded = await fetch(`http://127.0.0.1:${a.port}/api/proof/hunters/${hunter.id}/images`, {
      method: "POST",
      headers: { origin: INSTANCE_ORIGIN, cookie: owner.cookie, "content-type": "image/png" },
      body: (await screenshotPng(400, 700)) as BodyInit,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const image = (await uploaded.json()) as ProofImage;
    expect((await owner.post(`/api/proof/hunters/${hunter.id}/verification`)).status).toBe(201);

    const moderator = await instances.player(1);
    await instances.sql(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
    const [request] = (await instances.sql(`select id from verification_requests where hunter_id = $1`, [
      hunter.id,
    ])) as { id: string }[];
    const review = (await (
      await moderator.get(`/api/admin/verification/${request?.id}`)
    ).json()) as VerificationReview;
    expect(review.images.map((i) => i.id)).toEqual([image.id]);
    expect(await bytesOf(b, image.url, moderator.cookie)).toEqual(await bytesOf(a, image.url, owner.cookie));
    const decided = await moderator.post(`/api/admin/verification/${request?.id}/decide`, {
      verdict: "verified",
      seenUpdatedAt: review.hunter.updatedAt,
    });
    expect(decided.status, await decided.clone().text()).toBe(200);

    for (const server of [a, b]) {
      const visitor = instanceClient(server);
      const proof = (await (await visitor.get(`/api/proof/hunters/${hunter.id}`)).json()) as HunterProof;
      expect(proof.verifiedAt).not.toBeNull();
      expect((await visitor.get(image.url)).status).toBe(200);
      const page = (await (await visitor.get("/api/explore?verified=1")).json()) as ExplorePage;
      expect(page.cards.map((card) => card.id)).toContain(hunter.id);
    }

    const saved = await owner.on(b).put(`/api/hunters/${hunter.id}`, {
      hunter: build({ hunterName: "Both Sides", traits: { Quicken: 4 }, general: { trait: 4 } }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    for (const server of [a, b]) {
      const visitor = instanceClient(server);
      const proof = (await (await visitor.get(`/api/proof/hunters/${hunter.id}`)).json()) as HunterProof;
      expect(proof).toMatchObject({ verifiedAt: null, images: [] });
      expect((await visitor.get(image.url)).status).toBe(404);
      expect((await instanceClient(server, owner.cookie).get(image.url)).status).toBe(200);
    }
  }, 90_000);
});
