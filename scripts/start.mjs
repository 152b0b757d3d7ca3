// npm start: build the web app when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// WEB_DIR is where the server looks for the web app, so a build asked for elsewhere goes there too.
const webDir = process.env.WEB_DIR ?? "dist/web";
const built = join(webDir, "index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const stale =
  !existsSync(built) || Math.max(newestMtime("src/web"), newestMtime("src/core")) > statSync(built).mtimeMs;
if (stale) {
  console.log("Building the web app...");
  const build = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--outDir", webDir, "--emptyOutDir"],
    {
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server stops cleanly on SIGINT/SIGTERM (releasing DATA_DIR). It runs in its own process group so
// that a Ctrl-C reaches it once, passed on by us, rather than twice (a second signal means "stop now").
// The IPC channel tells it when we are gone however we went (even SIGKILL), so it never outlives us.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: ["ignore", "inherit", "inherit", "ipc"],
  detached: true,
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
