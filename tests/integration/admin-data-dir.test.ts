import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { user } from "#server/db/schema.ts";
import { dirsRemovedAfterAll, type Finished, seedDataDir } from "./support/processes.ts";

const SLOW = 120_000;
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const dirs = dirsRemovedAfterAll();

/** `npm run admin` as an operator runs it from `cwd`, with no DATA_DIR or DATABASE_URL set. */
function adminIn(cwd: string, args: string[]): Promise<Finished> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test" };
  for (const key of ["DATA_DIR", "DATABASE_URL", "PORT", "SMTP_URL", "BASE_URL"]) delete env[key];
  const child = spawn(
    process.execPath,
    [
      "--import",
      join(repoRoot, "node_modules/tsx/dist/loader.mjs"),
      join(repoRoot, "src/server/admin/cli.ts"),
      ...args,
    ],
    { cwd, env },
  );
  const out = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => {
    out.stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    out.stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, ...out })));
}

const freshFolder = () => dirs.temp("hl-admin-cwd-");

describe("npm run admin without DATA_DIR", () => {
  it(
    "says which folder it used and refuses to create a database where there is none",
    async () => {
      const cwd = freshFolder();
      const missing = await adminIn(cwd, ["grant-vip", "alice", "--lifetime"]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(`DATA_DIR is not set: using ./data (${join(cwd, "data")})`);
      expect(missing.stderr).toContain(`No Hunter Lodge database in DATA_DIR ${join(cwd, "data")}`);
      expect(missing.stderr).not.toContain("No user with");
      expect(existsSync(join(cwd, "data"))).toBe(false);

      // A ./data that holds other things (the shipped game data, say) is not a database either.
      mkdirSync(join(cwd, "data"));
      const empty = await adminIn(cwd, ["list-users"]);
      expect(empty.code).toBe(1);
      expect(empty.stderr).toContain(
        `No Hunter Lodge database in DATA_DIR ${join(cwd, "data")} (${join(cwd, "data", "db")}`,
      );
      expect(readdirSync(join(cwd, "data"))).toEqual([]);
    },
    SLOW,
  );

  it(
    "works on the database in ./data, naming it",
    async () => {
      const cwd = freshFolder();
      const seeded = await seedDataDir(async (database) => {
        await database.db
          .insert(user)
          .values({ id: "id-alice", name: "Alice", email: "alice@example.com", nickname: "alice" });
      });
      renameSync(seeded, join(cwd, "data"));
      const listed = await adminIn(cwd, ["list-users"]);
      expect(listed.stderr).toBe(
        `DATA_DIR is not set: using ./data (${join(cwd, "data")}), the server's default.\n`,
      );
      expect(listed.stdout).toMatch(/id-alice\s+alice@example\.com\s+alice/);
      expect(listed.code).toBe(0);
    },
    SLOW,
  );
});
