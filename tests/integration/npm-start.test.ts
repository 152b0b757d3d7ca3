import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, removeDir, seedDataDir } from "./support/processes.ts";

const SLOW = 400_000;
// Printed by React's development build only.
const REACT_DEV_ONLY = "Download the React DevTools";
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
const serverPids: number[] = [];
// A failing run must not leave a server behind on the machine.
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const pid of serverPids) if (isRunning(pid)) process.kill(pid, "SIGKILL");
  dirs.forEach(removeDir);
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` as an operator runs it, resolved once it listens. */
async function npmStart(settings: Record<string, string>) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ...settings };
  for (const key of ["DATABASE_URL", "NODE_ENV", "BASE_URL"]) if (!(key in settings)) delete env[key];
  const child = spawn("npm", ["start"], { cwd: repoRoot, env });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", () => {
      if (output.includes("listening on")) resolve();
    });
    void exited.then((code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

describe("npm start", () => {
  it(
    "stops the server on SIGTERM to npm: the port stops answering, DATA_DIR is released, no process is left",
    async () => {
      const dataDir = await seedDataDir();
      const webDir = mkdtempSync(join(tmpdir(), "hl-web-"));
      dirs.push(dataDir, webDir);
      const started = await npmStart({ DATA_DIR: dataDir, WEB_DIR: webDir, HOST: "127.0.0.1" });
      expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
      // The lock names its holder on its first line (its second is the holder's token).
      const serverPid = Number(readFileSync(join(dataDir, "server.lock"), "utf8").split("\n")[0]);
      serverPids.push(serverPid);
      expect(isRunning(serverPid)).toBe(true);

      started.child.kill("SIGTERM");
      expect(await started.exited).toBe(0);
      expect(started.output()).toContain("SIGTERM: shutting down");
      await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
      expect(isRunning(serverPid)).toBe(false);
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
      expect(existsSync(join(dataDir, "admin.sock"))).toBe(false);
    },
    SLOW,
  );

  it(
    "serves a build matching its mode: a development run's bundle is rebuilt for production, then reused",
    async () => {
      const dataDir = await seedDataDir();
      const webDir = mkdtempSync(join(tmpdir(), "hl-web-"));
      dirs.push(dataDir, webDir);
      const run = async (settings: Record<string, string>) => {
        const started = await npmStart({ DATA_DIR: dataDir, WEB_DIR: webDir, ...settings });
        const page = await (await fetch(started.url)).text();
        const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
        const script = await (await fetch(`${started.url}${entry}`)).text();
        started.child.kill("SIGTERM");
        expect(await started.exited).toBe(0);
        return { output: started.output(), development: script.includes(REACT_DEV_ONLY) };
      };

      const development = await run({ NODE_ENV: "development" });
      expect(development.output).toContain("Building the web app (development)");
      expect(development.development).toBe(true);

      const production = await run({});
      expect(production.output).toContain("Building the web app (production)");
      expect(production.development).toBe(false);

      const again = await run({});
      expect(again.output).not.toContain("Building the web app");
      expect(again.development).toBe(false);
    },
    SLOW,
  );
});
