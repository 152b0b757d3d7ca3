// Starts the built app for the browser tests on a throw-away data directory, and removes everything it
// wrote when it stops, however it is stopped (Playwright sends SIGTERM to the whole process group, see
// playwright.config.ts). What a killed run left behind is removed by the next one.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureWebBuild, isCurrentBuild, webDirFrom } from "../../scripts/build-web.mjs";
import { serverNodeArgs } from "../../scripts/server-node-args.mjs";
import { createRunDir, sweepRunDirs } from "../setup/run-dir.mjs";

const PREFIX = "hunter-lodge-e2e-run";
sweepRunDirs(PREFIX, /^hunter-lodge-e2e-[A-Za-z0-9]{6}$/);
const root = createRunDir(PREFIX);
// A build of its own: another run rebuilding dist/web would change the asset names under this server.
const webDir = join(root, "web");
const dataDir = join(root, "data");
mkdirSync(dataDir);
// Specs reach this server's admin socket (grant-vip...) through its data directory, named in this file
// by port (tests/e2e/hunters/admin.ts reads it); the port is this run's own (playwright.config.ts).
const dataDirFile = join(tmpdir(), `hunter-lodge-e2e-${process.env.PORT ?? "3100"}.data-dir`);
writeFileSync(dataDirFile, dataDir);
// A run's lanes (playwright.config.ts) build once: the first lane's server names its build here when it is
// ready, and the others copy it instead of building the same sources beside it.
const lane = Number(process.env.E2E_LANE ?? 0);
const laneBuildFile =
  process.env.E2E_PORTS &&
  join(tmpdir(), `hunter-lodge-e2e-${process.env.E2E_PORTS.replace(/,/g, "-")}.web-dir`);

let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  if (lane === 0 && laneBuildFile) rmSync(laneBuildFile, { force: true });
};
process.on("exit", cleanUp);

let child = null;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (!child) process.exit(1);
  child.kill("SIGTERM");
  // A server that does not stop in time is killed: its files go with the folder anyway.
  setTimeout(() => child?.kill("SIGKILL"), 10_000).unref();
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop);

const run = (args, env) =>
  new Promise((resolve) => {
    child = spawn(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });

// The product's own build step (npm start's), into this run's folder; a build of these very sources in
// dist/web (CI's newcomer check leaves one there) is copied instead of built again.
if (isCurrentBuild(webDirFrom(), "production")) cpSync(webDirFrom(), webDir, { recursive: true });
else if (lane > 0 && laneBuildFile) {
  while (!existsSync(laneBuildFile) && !stopping) await sleep(250);
  if (stopping) process.exit(1);
  cpSync(readFileSync(laneBuildFile, "utf8"), webDir, { recursive: true });
}
ensureWebBuild(webDir, "production");
if (lane === 0 && laneBuildFile) writeFileSync(laneBuildFile, webDir);
if (stopping) process.exit(1);
// Specs sign up dozens of players from one address: the limits (docs/product.md#security) have their own integration tests.
const code = await run([...serverNodeArgs, "src/server/main.ts"], {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  WEB_DIR: webDir,
  RATE_LIMIT: "off",
  // The reminders specs store devices whose push service is on loopback, which only a named address reaches.
  PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
});
process.exit(code);
