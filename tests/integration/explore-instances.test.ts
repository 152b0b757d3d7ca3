import { describe, expect, it } from "vitest";
import type { ClassMeta } from "#core/rules/explore/meta.ts";
import type { ExplorePage, Leaderboard } from "#core/schemas/explore.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { instanceClient, twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#explore, privacy: a build made private on one instance leaves every explore list, tally,
// leaderboard and rank at once on the other, and the shared build's cache there forgets it (its live
// invalidation).
describe.runIf(pgTestUrl)("a private build on two instances", () => {
  const cluster = twoInstancesPerSuite();

  it("reaches no list, count, tally or rank on either instance once it is made private", async () => {
    const owner = await cluster.player(0);
    const created = await owner.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({
        hunterName: "Soon Private",
        general: { hunterClass: "Archer", hunterPurpose: "privacy" },
      }),
    });
    expect(created.status).toBe(201);
    const hunter = (await created.json()) as HunterRecord;
    const a = instanceClient(cluster.servers[0]);
    const b = instanceClient(cluster.servers[1]);
    const read = async (client: ReturnType<typeof instanceClient>) => {
      const json = async <T>(path: string) => {
        const res = await client.get(path);
        expect(res.status, path).toBe(200);
        return (await res.json()) as T;
      };
      return {
        list: await json<ExplorePage>("/api/explore?purpose=privacy"),
        meta: await json<ClassMeta>("/api/explore/meta?class=Archer"),
        all: await json<ClassMeta>("/api/explore/meta"),
        board: await json<Leaderboard>("/api/explore/leaderboard?class=Archer"),
        rank: (await client.get(`/api/explore/rank/${owner.id}/${hunter.id}`)).status,
        shared: (await client.get(`/api/public/hunters/${owner.id}/${hunter.id}`)).status,
      };
    };

    for (const client of [a, b] as const) {
      const seen = await read(client);
      expect(seen.list.cards.map((c) => c.id)).toEqual([hunter.id]);
      expect(seen.meta.builds).toBe(1);
      expect(seen.board.entries.map((e) => e.id)).toEqual([hunter.id]);
      expect(seen.rank).toBe(200);
      expect(seen.shared).toBe(200);
    }

    expect((await owner.put(`/api/hunters/${hunter.id}/visibility`, { isPublic: false })).status).toBe(200);

    for (const client of [a, b] as const) {
      const seen = await read(client);
      expect(seen.list.cards).toEqual([]);
      expect(seen.meta).toEqual({ builds: 0, enough: false });
      expect(seen.all).toEqual({ builds: 0, enough: false });
      expect(seen.board.entries).toEqual([]);
      expect(seen.board.total).toBe(0);
      expect(seen.rank).toBe(404);
    }
    // The other instance's shared-build cache is dropped by the NOTIFY, milliseconds after the commit.
    await expect
      .poll(async () => (await b.get(`/api/public/hunters/${owner.id}/${hunter.id}`)).status)
      .toBe(404);
    const tallies = (await cluster.sql("select key, n from explore_tallies where n <> 0")) as unknown[];
    expect(tallies).toEqual([]);
  });
});
