import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameData } from "../../src/core/game-data/schema.ts";
import { type Database, openPostgres } from "../../src/server/db/client.ts";
import { user } from "../../src/server/db/schema.ts";
import { loadGameDataFile } from "../../src/server/game-data/load.ts";
import {
  removeDir,
  runAdmin,
  type ServerProcess,
  scratchPostgres,
  seedDataDir,
  startServerProcess,
} from "./support/processes.ts";
import { pgTestUrl } from "./support/test-db.ts";

const SLOW = 240_000;

const addUsers = async (database: Database) => {
  await database.db.insert(user).values([
    { id: "id-alice", name: "Alice", email: "alice@example.com", nickname: "alice", emailVerified: true },
    { id: "id-bob", name: "Bob", email: "bob@example.com", nickname: "bob" },
  ]);
};

const recoloured = (color: string) => {
  const data: GameData = structuredClone(loadGameDataFile());
  (data.classes[0] as { color: string }).color = color;
  return data;
};

let files: string;
beforeAll(async () => {
  files = await seedDataDir();
  writeFileSync(join(files, "good.json"), JSON.stringify(recoloured("#c0ffee")));
  writeFileSync(join(files, "bad.json"), JSON.stringify({ ...recoloured("#c0ffee"), sets: 7 }));
});
afterAll(() => removeDir(files));

describe("npm run admin on the embedded database", () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await seedDataDir(addUsers);
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  it(
    "with the server stopped, opens the database itself under the lock",
    async () => {
      const granted = await runAdmin(["grant-vip", "alice", "--months", "2"], { DATA_DIR: dataDir });
      expect(granted.stderr).toBe("");
      expect(granted.stdout).toMatch(/^Granted 2 VIP months to alice@example\.com \(alice\)\. VIP until /);
      expect(granted.code).toBe(0);
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);

      const unknown = await runAdmin(["revoke-vip", "nobody"], { DATA_DIR: dataDir });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toBe('No user with the e-mail, nickname or id "nobody".\n');

      const usage = await runAdmin(["add-slots", "alice", "two"], { DATA_DIR: dataDir });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('The number of slots must be a whole number of at least 1, not "two".');
      expect(usage.stderr).toContain("Usage: npm run admin -- <command>");
    },
    SLOW,
  );

  it(
    "with the server running, sends the command over DATA_DIR/admin.sock",
    async () => {
      server = await startServerProcess({ DATA_DIR: dataDir });
      const socket = join(dataDir, "admin.sock");
      expect(statSync(socket).isSocket()).toBe(true);
      expect(statSync(socket).mode & 0o777).toBe(0o600);

      const added = await runAdmin(["add-slots", "bob@example.com", "2"], { DATA_DIR: dataDir });
      expect(added.stdout).toBe("Added 2 slots to bob@example.com (bob): 2 extra slots in all.\n");
      expect(added.code).toBe(0);

      const listed = await runAdmin(["list-users"], { DATA_DIR: dataDir });
      const rows = listed.stdout.split("\n").map((line) => line.split(/\s{2,}/));
      expect(rows.find((r) => r[0] === "id-alice")?.slice(1)).toEqual([
        "alice@example.com",
        "alice",
        "yes",
        expect.stringMatching(/^until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
        "0",
      ]);
      expect(rows.find((r) => r[0] === "id-bob")?.slice(1)).toEqual([
        "bob@example.com",
        "bob",
        "no",
        "-",
        "2",
      ]);

      const before = await fetch(`${server.url}/api/game-data`);
      const etag = before.headers.get("ETag") ?? "";
      const bad = await runAdmin(["import-game-data", join(files, "bad.json")], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("  sets: ");
      expect(bad.stderr).toContain("Nothing was imported: the game data served is unchanged.");
      const unchanged = await fetch(`${server.url}/api/game-data`, { headers: { "If-None-Match": etag } });
      expect(unchanged.status).toBe(304);

      const good = await runAdmin(["import-game-data", join(files, "good.json")], { DATA_DIR: dataDir });
      expect(good.stdout).toContain("The running server serves it now.");
      expect(good.code).toBe(0);
      const changed = await fetch(`${server.url}/api/game-data`, { headers: { "If-None-Match": etag } });
      expect(changed.status).toBe(200);
      expect(((await changed.json()) as GameData).classes[0]?.color).toBe("#c0ffee");

      expect((await server.stop()).code).toBe(0);
      server = undefined;
      expect(existsSync(socket)).toBe(false);
    },
    SLOW,
  );
});

describe.runIf(pgTestUrl)("npm run admin with DATABASE_URL", () => {
  let scratch: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    scratch = await scratchPostgres();
    const database = await openPostgres(scratch.url, 1);
    await addUsers(database);
    await database.close();
  });
  afterAll(() => scratch.drop());

  it(
    "works on PostgreSQL directly",
    async () => {
      const settings = { DATABASE_URL: scratch.url };
      const granted = await runAdmin(["grant-vip", "id-bob", "--lifetime"], settings);
      expect(granted.stdout).toBe("Granted lifetime VIP to bob@example.com (bob). VIP for life.\n");
      const listed = await runAdmin(["list-users"], settings);
      expect(listed.stdout).toMatch(/id-bob\s+bob@example\.com\s+bob\s+no\s+lifetime\s+0/);
      const bad = await runAdmin(["import-game-data", join(files, "bad.json")], settings);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("  sets: ");
      const good = await runAdmin(["import-game-data", join(files, "good.json")], settings);
      expect(good.stdout).toContain("Running servers on this database serve it now.");
    },
    SLOW,
  );
});
