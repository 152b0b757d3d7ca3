// npm test: lint and types side by side, then unit and integration tests beside the browser tests, each
// step timed. The run gets a temp directory of its own and fails if anything in it outlives the run, so a
// test, a build or a server that leaves files behind on the player's or operator's machine is caught here.
// Why these steps share the machine's two cores: docs/decisions.md, "CI in half the time".
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PHASES = [
  ["lint", "typecheck"],
  ["test:unit", "test:e2e"],
];
// Compile caches of the tools, kept across a run on purpose (tsx's, Playwright's, and Node's own, which npm
// and Vite turn on under Node 24): not leftovers.
const CACHES = [/^tsx-\d+$/, /^playwright-transform-cache-\d+$/, /^node-compile-cache$/];

const temp = mkdtempSync(join(tmpdir(), "hunter-lodge-npm-test-"));
const env = { ...process.env, TMPDIR: temp, TMP: temp, TEMP: temp };
const children = new Set();
const finish = (code) => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(temp, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => finish(1));

// A step alone on the terminal writes straight to it; steps side by side prefix each line with their name,
// so the two logs stay readable when they interleave.
function runStep(step, prefixed) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", step], {
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
    });
    children.add(child);
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk.toString()).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) out.write(`[${step}] ${line}\n`);
        });
        stream.on("end", () => rest && out.write(`[${step}] ${rest}\n`));
      }
    }
    child.on("exit", (code, signal) => {
      children.delete(child);
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - began) / 1000).toFixed(0);
      console.log(`npm test: ${step} ${status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      // .ci/run's closing table of every step's time.
      if (process.env.CI_STEP_TIMES)
        appendFileSync(
          process.env.CI_STEP_TIMES,
          `npm test: ${step}\t${seconds}\t${status === 0 ? "passed" : "FAILED"}\n`,
        );
      resolve({ step, status, seconds });
    });
  });
}

const timings = [];
for (const phase of PHASES) {
  const results = await Promise.all(phase.map((step) => runStep(step, phase.length > 1)));
  timings.push(...results);
  const failed = results.find((result) => result.status !== 0);
  if (failed) finish(failed.status);
}
console.log(`npm test: ${timings.map(({ step, seconds }) => `${step} ${seconds} s`).join(", ")}`);

const leftovers = readdirSync(temp).filter((name) => !CACHES.some((cache) => cache.test(name)));
if (leftovers.length > 0) {
  console.error(
    `npm test: FAILED: the run left these in its temp directory ${temp}:\n  ${leftovers.join("\n  ")}`,
  );
  finish(1);
}
finish(0);
