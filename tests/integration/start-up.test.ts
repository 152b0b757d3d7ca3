import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { GameData } from "../../src/core/game-data/schema.ts";
import { openPostgres } from "../../src/server/db/client.ts";
import { readEnv } from "../../src/server/env.ts";
import { loadGameDataFile } from "../../src/server/game-data/load.ts";
import { importGameData } from "../../src/server/services/game-data.ts";
import { type RunningServer, startServer } from "../../src/server/start-up.ts";
import {
  dirsRemovedAfterAll,
  freePort,
  runScript,
  scratchPostgres,
  seedDataDir,
  startServerProcess,
} from "./support/processes.ts";
import { describeEachDb } from "./support/test-db.ts";

const SLOW = 180_000;
const dirs = dirsRemovedAfterAll();

describe("the server process", () => {
  it(
    "refuses a second server on the same DATA_DIR, naming the lock, and releases it on SIGTERM",
    async () => {
      const dataDir = await seedDataDir();
      dirs.keep(dataDir);
      const first = await startServerProcess({ DATA_DIR: dataDir });
      try {
        expect(existsSync(join(dataDir, "server.lock"))).toBe(true);
        const second = await runScript("src/server/main.ts", [], {
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
        });
        expect(second.code).not.toBe(0);
        expect(second.stderr).toContain(
          `Another Hunter Lodge process (pid ${first.pid}) is using DATA_DIR ${dataDir}.`,
        );
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        const stopped = await first.stop();
        expect(stopped.code).toBe(0);
      }
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
      expect(existsSync(join(dataDir, "admin.sock"))).toBe(false);
    },
    SLOW,
  );

  it(
    "stops at a bad setting with a message naming it",
    async () => {
      const result = await runScript("src/server/main.ts", [], { PORT: "abc", DATA_DIR: "/nonexistent" });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Invalid settings:\n  PORT: ");
      expect(existsSync("/nonexistent")).toBe(false);
    },
    SLOW,
  );
});

const recoloured = (() => {
  const data: GameData = structuredClone(loadGameDataFile());
  (data.classes[0] as { color: string }).color = "#badcab";
  return data;
})();

describeEachDb("startServer (%s)", (kind) => {
  let server: RunningServer | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it(
    "migrates, serves the latest imported game data and the instance's config, and stops cleanly",
    async () => {
      const settings: Record<string, string> = {
        NODE_ENV: "test",
        PORT: String(await freePort()),
        UPGRADE_CONTACT: "Ask in the guild chat.",
        SUPPORT_URL: "https://example.org/support",
      };
      if (kind === "pglite") {
        settings.DATA_DIR = await seedDataDir((database) =>
          importGameData(database.db, recoloured).then(() => {}),
        );
        dirs.keep(settings.DATA_DIR);
      } else {
        const scratch = await scratchPostgres();
        dropDatabase = scratch.drop;
        settings.DATABASE_URL = scratch.url;
        const database = await openPostgres(scratch.url, 1);
        await importGameData(database.db, recoloured);
        await database.close();
      }
      server = await startServer(readEnv(settings));
      const base = `http://127.0.0.1:${server.port}`;
      const gameData = (await (await fetch(`${base}/api/game-data`)).json()) as GameData;
      expect(gameData.classes[0]?.color).toBe("#badcab");
      expect(await (await fetch(`${base}/api/config`)).json()).toEqual({
        appId: "hunter-lodge",
        upgradeContact: "Ask in the guild chat.",
        supportUrl: "https://example.org/support",
        communityUrl: null,
        tutorialVideoUrl: null,
        discordInviteUrl: null,
      });
      await server.stop();
      server = undefined;
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      if (settings.DATA_DIR) expect(existsSync(join(settings.DATA_DIR, "server.lock"))).toBe(false);
    },
    SLOW,
  );
});
