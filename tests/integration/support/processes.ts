import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll } from "vitest";
import { serverNodeArgs } from "../../../scripts/server-node-args.mjs";
import { type Database, openPglite } from "../../../src/server/db/client.ts";
import { pgTestUrl } from "./test-db.ts";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * A DATA_DIR whose database starts as the migrated template (seconds faster than a fresh one);
 * `prepare` writes what the test needs before any server opens it.
 */
export async function seedDataDir(prepare?: (database: Database) => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "hl-data-"));
  const template = process.env.HL_PGLITE_TEMPLATE;
  if (!template) throw new Error("HL_PGLITE_TEMPLATE is not set: run through vitest");
  const pglite = await PGlite.create(join(dir, "db"), { loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openPglite(pglite);
  await prepare?.(database);
  await database.close();
  return dir;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** The folders a test file makes, removed after its last test: `keep` takes one in, `temp` makes one. */
export function dirsRemovedAfterAll() {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  const keep = (dir: string) => {
    dirs.push(dir);
    return dir;
  };
  return { keep, temp: (prefix: string) => keep(mkdtempSync(join(tmpdir(), prefix))) };
}

/** A PostgreSQL database of its own for one test file, dropped by `drop`. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!pgTestUrl) throw new Error("PG_TEST_URL is not set");
  const name = `hl_ops_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgTestUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(pgTestUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

// Children get a clean set of our settings: only what the test passes.
function childEnv(settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", ...settings };
  for (const key of ["DATABASE_URL", "DATA_DIR", "PORT", "SMTP_URL", "BASE_URL"]) {
    if (!(key in settings)) delete env[key];
  }
  return env;
}

// The server's scripts run as production runs them: Node 24 strips their types itself.
function spawnTs(script: string, args: string[], settings: Record<string, string>) {
  return spawn(process.execPath, [...serverNodeArgs, script, ...args], {
    cwd: repoRoot,
    env: childEnv(settings),
  });
}

function collect(child: ChildProcess) {
  const out = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => {
    out.stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    out.stderr += chunk.toString();
  });
  const exited = new Promise<Finished>((resolve) => child.on("exit", (code) => resolve({ code, ...out })));
  return { out, exited };
}

/** Runs `node <script>` (one of the server's) to its end. */
export function runScript(
  script: string,
  args: string[],
  settings: Record<string, string>,
): Promise<Finished> {
  return collect(spawnTs(script, args, settings)).exited;
}

export const runAdmin = (args: string[], settings: Record<string, string>) =>
  runScript("src/server/admin/cli.ts", args, settings);

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM, then what the process printed and its exit code. */
  stop: () => Promise<Finished>;
}

/**
 * Starts src/server/main.ts and resolves once it listens (with WORKERS, once `listeners` workers do);
 * rejects with its output if it exits first.
 */
export async function startServerProcess(
  settings: Record<string, string>,
  listeners = 1,
): Promise<ServerProcess> {
  const port = settings.PORT ?? String(await freePort());
  const child = spawnTs("src/server/main.ts", [], { ...settings, PORT: port });
  const { out, exited } = collect(child);
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (out.stdout.split("listening on").length > listeners) resolve();
    };
    child.stdout?.on("data", onData);
    void exited.then((f) => reject(new Error(`server exited (${f.code}) before listening:\n${f.stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
