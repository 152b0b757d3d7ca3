import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { pgliteDir } from "#server/data-dir.ts";
import { type Database, openPostgres } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { registration } from "./support/accounts.ts";
import {
  dirsRemovedAfterAll,
  runAdmin,
  scratchPostgres,
  seedDataDir,
  startServerProcess,
} from "./support/processes.ts";
import { pgTestUrl } from "./support/test-db.ts";

const SLOW = 300_000;
const dirs = dirsRemovedAfterAll();

const seeded = ["alice@example.com", "bob@example.com"];
const addUsers = async (database: Database) => {
  await database.db.insert(user).values([
    { id: "id-alice", name: "Alice", email: "alice@example.com", nickname: "alice", emailVerified: true },
    { id: "id-bob", name: "Bob", email: "bob@example.com", nickname: "bob" },
  ]);
};

/** The e-mails of every account, oldest first: what a restore must reproduce. */
async function emailsIn(dataDir: string): Promise<string[]> {
  const pglite = await PGlite.create(pgliteDir(dataDir));
  const { rows } = await pglite.query<{ email: string }>(
    `select email from "user" order by created_at, email`,
  );
  await pglite.close();
  return rows.map((r) => r.email);
}

describe("backup and restore of the embedded database", () => {
  it(
    "backs up while the server runs and takes writes; the restore elsewhere holds a consistent point in time",
    async () => {
      const dataDir = await seedDataDir(addUsers);
      dirs.keep(dataDir);
      const file = join(dirs.temp("hl-backup-"), "lodge.backup");
      const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT: "off" });
      const origin = `http://localhost:${new URL(server.url).port}`;
      const acknowledged: string[] = [];
      let writing = true;
      const writer = (async () => {
        while (writing) {
          const body = registration();
          const res = await fetch(`${server.url}/api/account/register`, {
            method: "POST",
            headers: { origin, "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          expect(res.status).toBe(201);
          acknowledged.push(body.email);
        }
      })();
      await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
      const beforeBackup = [...acknowledged];
      const backup = await runAdmin(["backup", file], { DATA_DIR: dataDir });
      // Writes went on while the backup ran. The second one acknowledged after it returned was sent after it
      // returned, so it is in the database and cannot be in the backup.
      const afterBackup = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(afterBackup + 1);
      writing = false;
      await writer;
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(/^Backed up the database to .*lodge\.backup \(\d+\.\d MB\)\./);
      expect(backup.code).toBe(0);

      const refused = await runAdmin(["restore", file], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("Stop the server before restoring");
      expect((await server.stop()).code).toBe(0);

      const elsewhere = dirs.temp("hl-restored-");
      const restored = await runAdmin(["restore", file], { DATA_DIR: elsewhere });
      expect(restored.stderr).toBe("");
      expect(restored.stdout).toContain(`Restored ${file} into DATA_DIR ${elsewhere}.`);
      expect(restored.code).toBe(0);

      const original = await emailsIn(dataDir);
      const copy = await emailsIn(elsewhere);
      // Everything acknowledged before the backup began is in it, and it is exactly the original up to a
      // moment: no later write without an earlier one.
      expect(copy).toEqual(expect.arrayContaining([...seeded, ...beforeBackup]));
      expect(copy).toEqual(original.slice(0, copy.length));
      expect(original.length).toBeGreaterThan(copy.length);

      // Restoring over a database keeps the replaced one aside, and a server serves the restored data.
      const over = await runAdmin(["restore", file], { DATA_DIR: dataDir });
      expect(over.stdout).toMatch(/The database it replaced is kept in .*db\.before-restore-/);
      expect(await emailsIn(dataDir)).toEqual(copy);
      const again = await startServerProcess({ DATA_DIR: dataDir });
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      expect((await again.stop()).code).toBe(0);
    },
    SLOW,
  );

  it(
    "refuses a file that is not a backup and changes nothing",
    async () => {
      const dataDir = await seedDataDir(addUsers);
      dirs.keep(dataDir);
      // Text, bytes that are neither a tarball nor gzip, and gzip of junk: each only refused, in one line
      // (random bytes used to add an uncaught Z_DATA_ERROR and its stack after the refusal).
      const noise = Uint8Array.from({ length: 5_000 }, (_, i) => (i * 7_919 + 13) % 251);
      const junk = { text: "hello", bytes: noise, gzipped: gzipSync(noise) };
      for (const [name, content] of Object.entries(junk)) {
        const bogus = join(dataDir, `auth-secret-not-a-backup-${name}`);
        writeFileSync(bogus, content);
        const result = await runAdmin(["restore", bogus], { DATA_DIR: dataDir });
        expect(result.code, name).toBe(1);
        expect(result.stderr, name).toMatch(
          /^\S+ is not a Hunter Lodge backup \(.*\)\. Nothing was changed\.\n$/,
        );
      }
      expect(await emailsIn(dataDir)).toEqual(seeded);
    },
    SLOW,
  );
});

describe.runIf(pgTestUrl)("backup and restore on PostgreSQL", () => {
  it(
    "wraps pg_dump and pg_restore",
    async () => {
      const source = await scratchPostgres();
      const target = await scratchPostgres();
      try {
        const database = await openPostgres(source.url, 1);
        await addUsers(database);
        await database.close();
        const file = join(dirs.temp("hl-backup-"), "lodge.dump");
        const backup = await runAdmin(["backup", file], { DATABASE_URL: source.url });
        expect(backup.stdout).toContain(`Backed up the PostgreSQL database to ${file}`);
        const restored = await runAdmin(["restore", file], { DATABASE_URL: target.url });
        expect(restored.stderr).toBe("");
        expect(restored.stdout).toContain(`Restored ${file} into the PostgreSQL database with pg_restore.`);
        const copy = await openPostgres(target.url, 1);
        const rows = (await copy.query(`select email from "user" order by email`)) as { email: string }[];
        await copy.close();
        expect(rows.map((r) => r.email)).toEqual(seeded);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
    SLOW,
  );
});
