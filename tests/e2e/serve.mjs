// Starts the built app for the browser tests on a throw-away data directory.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A build of its own: another run rebuilding dist/web would change the asset names under this server.
const webDir = join(tmpdir(), `hunter-lodge-e2e-web-${process.env.PORT ?? "3100"}`);
const build = spawnSync(
  process.execPath,
  ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--outDir", webDir, "--emptyOutDir"],
  { stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), "hunter-lodge-e2e-"));
// Specs reach this server's admin socket (grant-vip...) through its data directory, named in this file
// (tests/e2e/builder/vip.ts reads it).
const dataDirFile = join(tmpdir(), `hunter-lodge-e2e-${process.env.PORT ?? "3100"}.data-dir`);
writeFileSync(dataDirFile, dataDir);
// Specs sign up dozens of players from one address: the limits (DECISIONS §11) have their own integration tests.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, WEB_DIR: webDir, RATE_LIMIT: "off" },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});
