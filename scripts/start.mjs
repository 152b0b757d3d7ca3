// npm start: build the web app when it is missing or older than its sources, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const built = "dist/web/index.html";

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
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(server.status ?? 0);
