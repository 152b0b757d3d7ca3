import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { user } from "#server/db/schema.ts";
import { registration, signIn, verifiedUser } from "./support/accounts.ts";
import { dirsRemovedAfterAll, runAdmin, seedDataDir, startServerProcess } from "./support/processes.ts";
import { createTestApp } from "./support/test-app.ts";

// The embedded database's files were 0666, its write-ahead log holds raw session tokens, and the bearer
// plugin took an unsigned token: any local user could sign in as any player
// (docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it).
const SLOW = 300_000;
const dirs = dirsRemovedAfterAll();

/** Every path under `dir` (itself included) whose mode gives group or others anything, with that mode. */
function notOwnerOnly(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

describe("DATA_DIR is owner-only", () => {
  it(
    "after start, writes, a backup and a restore: folders 0700, files 0600",
    async () => {
      const dataDir = await seedDataDir(async (database) => {
        await database.db
          .insert(user)
          .values({ id: "id-alice", name: "A", email: "a@example.com", nickname: "a" });
      });
      dirs.keep(dataDir);
      // The seeded database is as PGlite left it: world-readable, as a server used to run on.
      expect(notOwnerOnly(dataDir).length).toBeGreaterThan(100);

      const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT: "off" });
      const origin = `http://localhost:${new URL(server.url).port}`;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${server.url}/api/account/register`, {
          method: "POST",
          headers: { origin, "content-type": "application/json" },
          body: JSON.stringify(registration()),
        });
        expect(res.status).toBe(201);
      }
      expect(notOwnerOnly(dataDir)).toEqual([]);

      const backupDir = dirs.temp("hl-backup-");
      const file = join(backupDir, "lodge.backup");
      expect((await runAdmin(["backup", file], { DATA_DIR: dataDir })).code).toBe(0);
      expect(notOwnerOnly(backupDir)).toEqual([]);
      expect((await server.stop()).code).toBe(0);

      const elsewhere = dirs.temp("hl-restored-");
      expect((await runAdmin(["restore", file], { DATA_DIR: elsewhere })).code).toBe(0);
      expect(notOwnerOnly(elsewhere)).toEqual([]);
      expect((await runAdmin(["restore", file], { DATA_DIR: dataDir })).code).toBe(0);
      expect(notOwnerOnly(dataDir)).toEqual([]);
    },
    SLOW,
  );
});

describe("session tokens", () => {
  it("are taken as bearer tokens only signed, as set-auth-token hands them out", async () => {
    const t = await createTestApp("pglite");
    try {
      const { body } = await verifiedUser(t);
      const signedIn = await signIn(t.client(), body.email);
      const signed = signedIn.headers.get("set-auth-token") ?? "";
      const raw = decodeURIComponent(signed).split(".")[0] ?? "";
      expect(raw).toMatch(/^\w{20,}$/);
      const me = async (token: string) =>
        (await t.client().request("/api/me", { headers: { authorization: `Bearer ${token}` } })).json();
      expect(await me(signed)).toMatchObject({ email: body.email });
      // The token as the database (and its write-ahead log) holds it is no key.
      expect(await me(raw)).toBeNull();
    } finally {
      await t.destroy();
    }
  });
});
