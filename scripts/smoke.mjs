// npm run smoke [-- <repository>]: the README's first command on a fresh clone, as a newcomer runs it.
// Clones the repository (this checkout's committed HEAD by default) into a scratch folder, runs
// `npm install && npm start` there with nothing set but a free PORT, waits for / and /api/health, sends
// SIGTERM, and fails if a step fails, if anything still runs 15 s later, or if the clone's tree changed.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isAlive } from "../src/server/process-alive.mjs";

const README_COMMAND = "npm install && npm start";
const START_TIMEOUT = 15 * 60_000;
const STOP_TIMEOUT = 15_000;
const source = process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url));
// `--keep-build <folder>`: the clone's web build is moved there when the check passes, so a CI run builds the
// app once (tests/e2e/serve.mjs copies a build whose stamp matches its sources instead of building again).
const keepBuildAt = process.argv.includes("--keep-build")
  ? resolve(process.argv[process.argv.indexOf("--keep-build") + 1] ?? "")
  : null;
const scratch = mkdtempSync(join(tmpdir(), "hunter-lodge-smoke-"));
const clone = join(scratch, "hunter-lodge");
const began = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let output = "";
let group = null;
function fail(message) {
  console.error(`smoke: FAILED: ${message}`);
  if (output) console.error(`--- output of \`${README_COMMAND}\` (last 60 lines) ---\n${tail(output, 60)}`);
  if (group) killGroup("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}
const tail = (text, lines) => text.split("\n").slice(-lines).join("\n");

function killGroup(signal) {
  try {
    process.kill(-group, signal);
  } catch {}
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

// A user's shell: none of our settings, and none of the npm variables of an outer `npm run smoke`, which
// would point the clone's npm at this checkout.
function newcomerEnv(port) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|INIT_CWD$|NODE_ENV$|DATA_DIR$|WEB_DIR$|DATABASE_URL$|BASE_URL$|HOST$|PORT$)/i.test(key))
      continue;
    if (/^(RATE_LIMIT|LOG_LEVEL|AUTH_SECRET|SMTP_URL|PG_TEST_URL|CI)$/.test(key)) continue;
    env[key] = value;
  }
  env.PORT = String(port);
  return env;
}

process.on("SIGINT", () => fail("interrupted"));

console.log(`smoke: cloning ${source}`);
execFileSync("git", ["clone", "--quiet", source, clone], { stdio: "inherit" });
console.log(`smoke: cloned in ${seconds(began)}`);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
console.log(`smoke: ${README_COMMAND}   (PORT=${port}, in ${clone})`);
const startedAt = Date.now();
const child = spawn("sh", ["-c", README_COMMAND], { cwd: clone, env: newcomerEnv(port), detached: true });
group = child.pid;
const collect = (chunk) => {
  output += chunk.toString();
};
child.stdout.on("data", collect);
child.stderr.on("data", collect);
let exitCode;
child.on("exit", (code, signal) => {
  exitCode = code ?? signal;
});

let installedAt = null;
while (!((await answers(`${url}/`)) && (await answers(`${url}/api/health`)))) {
  if (exitCode !== undefined) fail(`\`${README_COMMAND}\` ended (${exitCode}) before serving ${url}`);
  if (Date.now() - startedAt > START_TIMEOUT)
    fail(`nothing answered on ${url} within ${START_TIMEOUT / 60_000} min`);
  if (installedAt === null && output.includes("Building the web app")) installedAt = Date.now();
  await sleep(250);
}
const split = installedAt
  ? ` (npm install ${((installedAt - startedAt) / 1000).toFixed(1)} s, build and start ${seconds(installedAt)})`
  : "";
console.log(`smoke: / and /api/health answer 200 ${seconds(startedAt)} after the command${split}`);

// The server runs in a process group of its own (scripts/start.mjs); its lock file names it.
const serverPid = Number(readFileSync(join(clone, "data/server.lock"), "utf8").split("\n")[0]);
const stopAt = Date.now();
killGroup("SIGTERM");
while (
  isAlive(serverPid) ||
  (exitCode === undefined && isAlive(child.pid)) ||
  (await answers(`${url}/api/health`))
) {
  if (Date.now() - stopAt > STOP_TIMEOUT) fail(`still running ${STOP_TIMEOUT / 1000} s after SIGTERM`);
  await sleep(100);
}
group = null;
if (!output.includes("SIGTERM: shutting down"))
  fail("the server did not say it was shutting down on SIGTERM");
console.log(`smoke: stopped cleanly ${seconds(stopAt)} after SIGTERM`);

const changed = execFileSync("git", ["status", "--porcelain"], { cwd: clone }).toString().trim();
if (changed) fail(`the run changed the clone's tree (git status):\n${changed}`);
console.log("smoke: git status is clean");

if (keepBuildAt) {
  rmSync(keepBuildAt, { recursive: true, force: true });
  mkdirSync(dirname(keepBuildAt), { recursive: true });
  renameSync(join(clone, "dist/web"), keepBuildAt);
  console.log(`smoke: kept the clone's web build in ${keepBuildAt}`);
}
console.log(`smoke: passed in ${seconds(began)}; removing the clone`);
rmSync(scratch, { recursive: true, force: true });
