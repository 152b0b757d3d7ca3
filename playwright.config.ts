import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { E2E_CHROMIUM } from "./tests/e2e/support/chromium.ts";

// Lanes, each a server of its own on a free port (E2E_PORTS names them), so the suite runs on two
// workers while every server still sees one spec at a time, as a player's instance sees one suite: specs
// that read instance-wide state (explore, leaderboards, the console's queues, game data) never meet another
// spec's writes halfway. Chosen once, in the main process; its workers load this file again, inherit the
// ports and take the lane of their parallel index (Playwright sets TEST_PARALLEL_INDEX before loading it),
// so a spec's baseURL and E2E_PORT are its own server's. Why: docs/decisions.md, "CI in half the time".
// One lane unless E2E_LANES says more: two lanes ran spec subsets but not yet a whole suite on a quiet
// machine beside Vitest, so CI keeps one until a timed run shows two hold with no retry (docs/decisions.md).
const LANES = Number(process.env.E2E_LANES ?? 1);
// All lanes' ports are held open together while they are chosen, so no two lanes get the same one.
process.env.E2E_PORTS ??= execFileSync(process.execPath, [
  "-e",
  `const net = require('node:net');
   const servers = Array.from({ length: ${LANES} }, () => net.createServer().listen(0, '127.0.0.1'));
   Promise.all(servers.map((s) => new Promise((r) => s.on('listening', r)))).then(() => {
     process.stdout.write(servers.map((s) => s.address().port).join(','));
     servers.forEach((s) => s.close());
   });`,
])
  .toString()
  .trim();
const ports = process.env.E2E_PORTS.split(",").map(Number);
const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length] as number;
process.env.E2E_PORT = String(port);

// CI runs this suite beside Vitest on two cores, and its machines are slower than ours: there every test
// and every expectation gets twice the ceiling (docs/decisions.md, "CI in half the time"). A ceiling bounds
// a wait for what the player sees; it is never the wait itself.
const CEILING = process.env.CI ? 2 : 1;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: ports.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * CEILING,
  expect: { timeout: 10_000 * CEILING },
  reporter: [["list"], ["./tests/e2e/support/retry-report.ts"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    // The built app registers a service worker; it would answer requests that specs intercept with
    // page.route. Specs of the installable, offline app allow it (tests/e2e/pwa, tests/e2e/offline).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: ports.map((lanePort, lane) => ({
    command: `node tests/e2e/serve.mjs`,
    url: `http://localhost:${lanePort}/api/health`,
    reuseExistingServer: false,
    // A build on a slow or busy machine takes minutes (CI copies the newcomer check's instead).
    timeout: 300_000,
    env: { PORT: String(lanePort), E2E_LANE: String(lane) },
    // Without it Playwright ends the server with SIGKILL, which leaves its data folder behind.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
  })),
});
