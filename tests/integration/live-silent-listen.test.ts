import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { startBlackholeProxy } from "./support/blackhole-proxy.ts";
import { type Instances, startInstances } from "./support/instances.ts";
import { sseReader } from "./support/sse.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/security.md#several-instances-the-data-folder-and-crashes: a LISTEN connection cut without FIN or RST
// (a NAT timeout, a partition) reports nothing, so B must notice the silence itself, stop trusting what it
// cached and reconnect.
describe.runIf(pgTestUrl)(
  "live data after B's LISTEN connection goes silent (two instances on PostgreSQL)",
  () => {
    let proxy: Awaited<ReturnType<typeof startBlackholeProxy>>;
    let cluster: Instances;
    let a: RunningServer;
    let b: RunningServer;

    beforeAll(async () => {
      proxy = await startBlackholeProxy(new URL(pgTestUrl as string));
      // All of B's connections pass through the proxy; only the one that LISTENs is silenced.
      cluster = await startInstances(2, { databaseUrl: (i, url) => (i === 1 ? proxy.via(url) : url) });
      [a, b] = cluster.servers as [RunningServer, RunningServer];
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      await proxy?.close();
    });

    it("a build made private through A answers 404 on B within 5 s of B's LISTEN going silent, and B hears changes again once reconnected", async () => {
      const owner = await cluster.player(0);
      const saved = await owner.post("/api/hunters", {
        slotIndex: 0,
        hunter: build({ hunterName: "Shared" }),
      });
      expect(saved.status).toBe(201);
      const { id } = (await saved.json()) as { id: string };
      const link = `/api/public/hunters/${owner.id}/${id}`;
      const readOnB = async () => (await fetch(`http://127.0.0.1:${b.port}${link}`)).status;
      const setPublic = async (isPublic: boolean) =>
        expect((await owner.put(`/api/hunters/${id}/visibility`, { isPublic })).status).toBe(200);
      // Read twice: the second answer comes from B's cache.
      expect(await readOnB()).toBe(200);
      expect(await readOnB()).toBe(200);
      const stream = sseReader(await owner.on(b).get("/api/live"));
      expect((await stream.next(10_000))?.event).toBe("ready");

      expect(proxy.blackhole('listen "hl_live"')).toBe(1);
      const silentAt = Date.now();
      await setPublic(false);
      await expect.poll(readOnB, { timeout: 5_000, interval: 100 }).toBe(404);
      expect(Date.now() - silentAt).toBeLessThan(5_000);
      expect(
        await owner
          .on(a)
          .get(link)
          .then((r) => r.status),
      ).toBe(200);

      // Back on a new connection: the stream is told to refetch, and A's next changes reach B's cache.
      expect((await stream.next(10_000))?.event).toBe("resync");
      await stream.close();
      await setPublic(true);
      await expect.poll(readOnB, { timeout: 1_000 }).toBe(200);
      expect(await readOnB()).toBe(200);
      await setPublic(false);
      await expect.poll(readOnB, { timeout: 1_000 }).toBe(404);
    }, 30_000);
  },
);
