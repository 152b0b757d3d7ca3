import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { createHunter as build } from "../factories/hunter.ts";
import {
  decompressionBombPng,
  fakePng,
  gifImage,
  polyglotPng,
  screenshotPng,
  svgImage,
} from "../factories/proof-images.ts";
import { verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { dbKinds } from "./support/test-db.ts";

// Hostile files on the proof upload (docs/product.md#proof-and-verification), beside hostile-input.test.ts's
// fuzz of every route: never a 5xx or a stack trace, and a refused upload stores nothing. `npm run fuzz`
// runs FUZZ_RUNS of the random ones.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

const neverAFault = async (res: Response) => {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|Error: /);
};

// A real PNG with bytes flipped, cut or spliced: what a broken or crafted file looks like to the decoder.
const mangled = (png: Uint8Array) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.nat(png.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 30 })
      .map((flips) => {
        const copy = png.slice();
        for (const [at, value] of flips) copy[at] = value;
        return copy;
      }),
    fc.nat(png.length).map((end) => png.slice(0, end)),
    fc.uint8Array({ maxLength: 4096 }).map((tail) => new Uint8Array([...png.slice(0, 64), ...tail])),
  );

describe.each(dbKinds)("hostile proof uploads (%s)", (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let own: OwnHunter;
  let theirs: OwnHunter;
  let png: Uint8Array;

  const upload = (client: TestClient, hunterId: string, body: BodyInit, type = "image/png") =>
    client.request(`/api/proof/hunters/${hunterId}/images`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
  const stored = async (hunterId: string) =>
    (await (await owner.get(`/api/proof/hunters/${hunterId}`)).json()) as { images: { id: string }[] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await verifiedUser(t)).client;
    stranger = (await verifiedUser(t)).client;
    const create = async (client: TestClient) =>
      (await (
        await client.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "Proof" }) })
      ).json()) as OwnHunter;
    own = await create(owner);
    theirs = await create(stranger);
    png = await screenshotPng(120, 200);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("refuses files that are not screenshots, a bomb, 50 MB and someone else's build, storing nothing", async () => {
    const cases: [string, BodyInit, number][] = [
      ["text", "not an image", 422],
      ["html posing as a PNG", fakePng() as BodyInit, 422],
      ["svg with a script", svgImage("alert(1)") as BodyInit, 422],
      ["gif", (await gifImage()) as BodyInit, 422],
      ["decompression bomb", decompressionBombPng() as BodyInit, 422],
      ["50 MB", new Uint8Array(50 * 1024 * 1024) as BodyInit, 413],
    ];
    for (const [name, body, status] of cases) {
      const res = await upload(owner, own.id, body);
      expect(res.status, name).toBe(status);
      await neverAFault(res);
    }
    expect((await stored(own.id)).images).toEqual([]);
    const res = await upload(owner, theirs.id, png as BodyInit);
    expect(res.status).toBe(404);
    expect((await stored(theirs.id)).images).toEqual([]);
  });

  it("takes a polyglot's picture only, and no fourth image", async () => {
    for (const bytes of [await polyglotPng("alert(1)"), png, png]) {
      expect((await upload(owner, own.id, bytes as BodyInit)).status).toBe(201);
    }
    const fourth = await upload(owner, own.id, png as BodyInit);
    expect(fourth.status).toBe(422);
    await neverAFault(fourth);
    const images = (await stored(own.id)).images;
    expect(images).toHaveLength(3);
    for (const image of images) await owner.del(`/api/proof/images/${image.id}`);
  });

  it(
    "never faults on a mangled PNG or random bytes, and stores only what it answers 201 for",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(mangled(png), fc.uint8Array({ maxLength: 8192 })), async (bytes) => {
          const before = (await stored(own.id)).images.length;
          const res = await upload(owner, own.id, bytes as BodyInit);
          await neverAFault(res);
          const after = (await stored(own.id)).images;
          expect(after.length).toBe(res.status === 201 ? before + 1 : before);
          for (const image of after) await owner.del(`/api/proof/images/${image.id}`);
        }),
        { numRuns: RUNS * 4 },
      );
    },
    60_000 + RUNS * 8_000,
  );
});
