import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// A free port unless E2E_PORT names one, so two runs on one machine never meet. Chosen once, in the main
// process: its workers load this file again and inherit the environment, so they see the same port.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./tests/e2e/support/retry-report.ts"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    // The built app registers a service worker; it would answer requests that specs intercept with
    // page.route. Specs of the installable, offline app allow it (tests/e2e/pwa, tests/e2e/offline).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: `node tests/e2e/serve.mjs`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
    // Without it Playwright ends the server with SIGKILL, which leaves its data folder behind.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
