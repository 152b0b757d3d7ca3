import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./processes.ts";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The project as a newcomer's checkout holds it: every file git would commit from this working tree
 * (uncommitted changes included, ignored files such as dist/ and data/db left out), with this checkout's
 * node_modules linked in, since installing is what `npm run smoke` checks.
 */
export function copyOfProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "hl-project-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
  })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    // A file deleted in the working tree but still in the index is not part of the copy.
    try {
      cpSync(join(repoRoot, file), join(dir, file));
    } catch {}
  }
  symlinkSync(join(repoRoot, "node_modules"), join(dir, "node_modules"));
  return dir;
}

// What a user's shell does not have: settings our own test run may carry.
const OURS = [
  "DATA_DIR",
  "WEB_DIR",
  "DATABASE_URL",
  "NODE_ENV",
  "BASE_URL",
  "HOST",
  "RATE_LIMIT",
  "LOG_LEVEL",
];

export interface NpmStart {
  url: string;
  output: () => string;
  /** SIGTERM to npm, as a service manager sends it; resolves with npm's exit code. */
  stop: () => Promise<number | null>;
}

const running = new Set<() => void>();
/** For a failed test's afterAll: stops what is still running (npm start passes SIGTERM to the server). */
export function stopAllNpmStarts() {
  for (const stop of running) stop();
}

/** `npm start` run in `cwd` with nothing set but PORT and `settings`; resolved once the server listens. */
export async function npmStart(cwd: string, settings: Record<string, string> = {}): Promise<NpmStart> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [...OURS, "INIT_CWD", "npm_config_local_prefix"]) delete env[key];
  Object.assign(env, settings, { PORT: String(port) });
  const child = spawn("npm", ["start"], { cwd, env });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const kill = () => child.kill("SIGTERM");
  running.add(kill);
  void exited.then(() => running.delete(kill));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => {
      if (output.includes("listening on")) resolve();
    });
    void exited.then((code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => {
      kill();
      return exited;
    },
  };
}
