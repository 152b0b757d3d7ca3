import { afterAll, expect, it } from "vitest";
import { createHunter as build } from "../factories/hunter.ts";
import {
  removeDir,
  type ServerProcess,
  scratchPostgres,
  seedDataDir,
  startServerProcess,
} from "./support/processes.ts";
import { type DbKind, describeEachDb } from "./support/test-db.ts";

const SLOW = 240_000;
const ORIGIN = "http://localhost:3000";
const ring = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] };
// Bounded load: this many item adds (at most IN_FLIGHT at a time) plus a hunter per free slot.
const ADDS = 120;
const IN_FLIGHT = 8;
const KILL_AFTER = 40;

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

async function settingsFor(kind: DbKind): Promise<Record<string, string>> {
  const base = { BASE_URL: ORIGIN, RATE_LIMIT: "off", AUTH_SECRET: "crash-secret-crash-secret-crash-0123" };
  if (kind === "pglite") {
    const dir = await seedDataDir();
    cleanups.push(() => removeDir(dir));
    return { ...base, DATA_DIR: dir };
  }
  const scratch = await scratchPostgres();
  cleanups.push(scratch.drop);
  return { ...base, DATABASE_URL: scratch.url };
}

/** Sends writes until the server dies; returns the ids of the writes it acknowledged (2xx). */
async function writeUntilKilled(server: ServerProcess, cookie: string) {
  const headers = { origin: ORIGIN, cookie, "content-type": "application/json" };
  const acked = { items: new Set<string>(), hunters: new Set<string>() };
  const post = async (path: string, body: unknown, into: Set<string>) => {
    try {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      if (res.ok) into.add(((await res.json()) as { id: string }).id);
    } catch {
      // The server died with this request in flight: it was never acknowledged.
    }
  };
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    process.kill(server.pid, "SIGKILL");
  };
  const hunters = Array.from({ length: 5 }, (_, slotIndex) =>
    post("/api/hunters", { slotIndex, hunter: build({ hunterName: `Crash ${slotIndex}` }) }, acked.hunters),
  );
  let next = 0;
  const worker = async () => {
    while (next < ADDS && !killed) {
      next += 1;
      await post("/api/inventory", ring, acked.items);
      if (acked.items.size >= KILL_AFTER) kill();
    }
  };
  await Promise.all([...hunters, ...Array.from({ length: IN_FLIGHT }, worker)]);
  kill();
  await server.stop();
  return acked;
}

// docs/security.md#several-instances-the-data-folder-and-crashes: a server killed mid-write (power cut, OOM
// killer, `kill -9`) loses nothing it acknowledged.
describeEachDb("a server killed under write load (%s)", (kind) => {
  it(
    "restarts on the same data with every acknowledged write present",
    async () => {
      const settings = await settingsFor(kind);
      const first = await startServerProcess(settings);
      cleanups.push(() => first.stop());
      const guest = await fetch(`${first.url}/api/auth/sign-in/anonymous`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: "{}",
      });
      expect(guest.status).toBe(200);
      const cookie = guest.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");

      const acked = await writeUntilKilled(first, cookie);
      expect(acked.items.size).toBeGreaterThanOrEqual(KILL_AFTER);

      // The killed server's DATA_DIR lock is stale: the restart takes it over.
      const second = await startServerProcess(settings);
      cleanups.push(() => second.stop());
      const read = async (path: string) =>
        (await (await fetch(`${second.url}${path}`, { headers: { cookie } })).json()) as unknown;
      const items = (read("/api/inventory") as Promise<{ items: { id: string }[] }>).then((b) =>
        b.items.map((i) => i.id),
      );
      const hunters = (read("/api/hunters") as Promise<{ id: string }[]>).then((b) => b.map((h) => h.id));
      expect(await items).toEqual(expect.arrayContaining([...acked.items]));
      expect(await hunters).toEqual(expect.arrayContaining([...acked.hunters]));
      // And the database still takes writes.
      const more = await fetch(`${second.url}/api/inventory`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie, "content-type": "application/json" },
        body: JSON.stringify(ring),
      });
      expect(more.status).toBe(201);
    },
    SLOW,
  );
});
