// npm test: lint, types, unit and integration, browser tests, in that order, each timed. The run gets a
// temp directory of its own and fails if anything in it outlives the run, so a test, a build or a
// server that leaves files behind on the player's or operator's machine is caught here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const STEPS = ["lint", "typecheck", "test:unit", "test:e2e"];
// Compile caches of the tools, kept across a run on purpose (tsx's, Playwright's): not leftovers.
const CACHES = [/^tsx-\d+$/, /^playwright-transform-cache-\d+$/];

const temp = mkdtempSync(join(tmpdir(), "hunter-lodge-npm-test-"));
const env = { ...process.env, TMPDIR: temp, TMP: temp, TEMP: temp };
const finish = (code) => {
  rmSync(temp, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => finish(1));

for (const step of STEPS) {
  const began = Date.now();
  const run = spawnSync("npm", ["run", step], { stdio: "inherit", env });
  console.log(
    `npm test: ${step} ${run.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - began) / 1000).toFixed(0)} s`,
  );
  if (run.status !== 0) finish(run.status ?? 1);
}

const leftovers = readdirSync(temp).filter((name) => !CACHES.some((cache) => cache.test(name)));
if (leftovers.length > 0) {
  console.error(
    `npm test: FAILED: the run left these in its temp directory ${temp}:\n  ${leftovers.join("\n  ")}`,
  );
  finish(1);
}
finish(0);
