import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameData } from "#core/game-data/schema.ts";
import { createAuth } from "#server/auth/auth.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { importGameData } from "#server/services/game-data.ts";
import type { RunningServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { PASSWORD, registration } from "./support/accounts.ts";
import { type Instances, instanceClient, startInstances } from "./support/instances.ts";
import { sseReader } from "./support/sse.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/decisions.md#2026-11-23-a-dropped-listen-connection-makes-every-cache-stale: notifications sent while
// an instance's LISTEN connection is down are lost, so after any (re)connect the instance must forget what it
// cached and tell its open streams to refetch.
describe.runIf(pgTestUrl)("live data after a dropped LISTEN connection (two instances on PostgreSQL)", () => {
  let cluster: Instances;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    cluster = await startInstances(2);
    [a, b] = cluster.servers as [RunningServer, RunningServer];
  }, 120_000);
  afterAll(() => cluster?.stop());

  /** Ends B's LISTEN connection the way a failover or an operator would; `meanwhile` runs while it is down. */
  async function dropListenerOfB(channel = "hl_live", meanwhile?: () => Promise<void>) {
    const [pid] = await cluster.listenerPids(1, channel);
    expect(pid).toBeDefined();
    await cluster.sql("select pg_terminate_backend($1)", [pid]);
    await meanwhile?.();
    await expect
      .poll(async () => (await cluster.listenerPids(1, channel)).some((p) => p !== pid), { timeout: 10_000 })
      .toBe(true);
  }

  it("a build made private through A while B's listener was down answers 404 on B once it is back", async () => {
    const owner = await cluster.player(0);
    const saved = await owner.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "Shared" }) });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const link = `/api/public/hunters/${owner.id}/${id}`;
    const visitorOnB = owner.on(b);
    const anonymousOnB = { get: (path: string) => fetch(`http://127.0.0.1:${b.port}${path}`) };
    expect((await anonymousOnB.get(link)).status).toBe(200);
    expect((await visitorOnB.get(link)).status).toBe(200);

    await dropListenerOfB("hl_live", async () => {
      const hidden = await owner.put(`/api/hunters/${id}/visibility`, { isPublic: false });
      expect(hidden.status).toBe(200);
    });

    // Within a second of reconnecting, and for every later read.
    await expect.poll(async () => (await anonymousOnB.get(link)).status, { timeout: 1000 }).toBe(404);
    expect((await anonymousOnB.get(link)).status).toBe(404);
    expect((await owner.on(a).get(link)).status).toBe(200);
  });

  it("an open stream on B is told to refetch once B's listener is back", async () => {
    const player = await cluster.player(0);
    const stream = sseReader(await player.on(b).get("/api/live"));
    expect((await stream.next(10_000))?.event).toBe("ready");
    await dropListenerOfB();
    const frame = await stream.next(10_000);
    expect(frame?.event).toBe("resync");
    await stream.close();
  });

  it("a deleted player's public build is gone on every instance, the deleting one at once", async () => {
    const owner = await cluster.player(0);
    const saved = await owner.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "Doomed" }) });
    const { id } = (await saved.json()) as { id: string };
    const link = `/api/public/hunters/${owner.id}/${id}`;
    const read = (server: RunningServer) => fetch(`http://127.0.0.1:${server.port}${link}`);
    expect((await read(a)).status).toBe(200);
    expect((await read(b)).status).toBe(200);

    // The path better-auth takes for every deletion (the anonymous plugin's guest deletion included).
    const auth = createAuth(a.ctx);
    await (await auth.$context).internalAdapter.deleteUser(owner.id);

    expect((await read(a)).status).toBe(404);
    await expect.poll(async () => (await read(b)).status, { timeout: 1000 }).toBe(404);
  });

  it("game data imported while B's listener was down is served by B once it is back", async () => {
    const recoloured = structuredClone(loadGameDataFile());
    (recoloured.classes[0] as { color: string }).color = "#c0ffee";
    await dropListenerOfB("game_data_imported", async () => {
      await importGameData(a.database.db, recoloured);
    });
    const colour = async () =>
      ((await (await fetch(`http://127.0.0.1:${b.port}/api/game-data`)).json()) as GameData).classes[0]
        ?.color;
    await expect.poll(colour, { timeout: 1000 }).toBe("#c0ffee");
  });

  it("a guest merged into an account through A no longer shares its old links, on either instance", async () => {
    const signIn = await instanceClient(a).post("/api/auth/sign-in/anonymous", {});
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const guest = instanceClient(a, cookie);
    const guestId = ((await (await guest.get("/api/me")).json()) as { id: string }).id;
    const saved = await guest.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Guest's" }),
    });
    const { id } = (await saved.json()) as { id: string };
    const link = `/api/public/hunters/${guestId}/${id}`;
    const read = (server: RunningServer) => fetch(`http://127.0.0.1:${server.port}${link}`);
    expect((await read(a)).status).toBe(200);
    expect((await read(b)).status).toBe(200);

    const account = registration();
    expect((await instanceClient(a).post("/api/account/register", account)).status).toBe(201);
    const merged = await guest.post("/api/account/merge-guest", { email: account.email, password: PASSWORD });
    expect(merged.status, await merged.clone().text()).toBe(200);

    expect((await read(a)).status).toBe(404);
    await expect.poll(async () => (await read(b)).status, { timeout: 1000 }).toBe(404);
  });
});
