import fc from "fast-check";
import { expect, it } from "vitest";
import { testGameData } from "../factories/game-data.ts";
import {
  CONTENT_TYPES,
  expectCleanAnswer,
  FUZZ_RUNS,
  hostileStringWith,
  hostileValue,
  pathSegmentOf,
} from "./support/hostile.ts";
import { adminUser } from "./support/staff.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Hostile input on the console's game data writes (docs/product.md#game-data-in-the-console), sent by an
// admin, whom the guard lets through: never a 5xx or a stack trace, and a refusal stores nothing, serves
// nothing new and writes no audit entry. `npm run fuzz` runs FUZZ_FUZZ_RUNS cases per write.
const hostileString = hostileStringWith("/icons/../../etc/passwd");
const hostile = hostileValue(hostileString, ["data", "note", "name", "base64", "classes"], fc.double());
// A file almost right: the shipped-for-tests data with one hostile value somewhere a check must catch.
const nearlyGameData = fc
  .tuple(fc.constantFrom("classes", "sets", "specials", "attributes", "itemRarity", "avatars"), hostile)
  .map(([key, value]) => ({ ...structuredClone(testGameData), [key]: value }));

const WRITES = [
  {
    name: "POST /api/admin/game-data",
    method: "POST",
    path: () => "/api/admin/game-data",
    body: fc.oneof(hostile, fc.record({ note: hostile, data: nearlyGameData }), fc.record({ data: hostile })),
  },
  {
    name: "PUT /api/admin/game-data/images",
    method: "PUT",
    path: () => "/api/admin/game-data/images",
    body: fc.oneof(
      hostile,
      fc.record({ name: fc.oneof(hostileString, fc.constant("/icons/justice.svg")), base64: hostileString }),
    ),
  },
  {
    name: "POST /api/admin/game-data/:id/publish",
    method: "POST",
    path: (id: string) => `/api/admin/game-data/${id}/publish`,
    body: fc.constant(undefined),
  },
  {
    name: "POST /api/admin/game-data/:id/rollback",
    method: "POST",
    path: (id: string) => `/api/admin/game-data/${id}/rollback`,
    body: fc.constant(undefined),
  },
] as const;

const pathSegment = pathSegmentOf(hostileString);

describeEachDb("the console's game data under hostile input (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it.each(WRITES.map((write) => [write.name, write] as const))(
    "%s: never a 5xx or a stack trace, and a refusal changes nothing",
    async (_, write) => {
      const { client } = await adminUser(t);
      const state = async () =>
        Promise.all([
          client.get("/api/admin/game-data").then((res) => res.text()),
          client.get("/api/admin/game-data/images").then((res) => res.text()),
          t.request("/api/game-data").then((res) => res.text()),
        ]);
      await fc.assert(
        fc.asyncProperty(
          pathSegment,
          write.body,
          fc.constantFrom(...CONTENT_TYPES),
          async (id, body, type) => {
            const before = await state();
            const res = await client.request(write.path(id), {
              method: write.method,
              ...(body === undefined
                ? {}
                : { headers: { "content-type": type }, body: JSON.stringify(body) ?? "null" }),
            });
            await expectCleanAnswer(res);
            if (res.status >= 400) expect(await state()).toEqual(before);
          },
        ),
        { numRuns: FUZZ_RUNS },
      );
    },
    60_000 + FUZZ_RUNS * 4_000,
  );
});
