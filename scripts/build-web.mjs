// Builds the web app when the build in WEB_DIR is missing, was built for the other mode, or from other
// sources. A stamp beside index.html records both, so file dates (a checkout, a copy) never decide.
// `npm run build` runs it for production; `npm start` for the mode it is about to serve.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { settingPath } from "../src/server/setting-path.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const STAMP_FILE = "build-stamp.json";
export const SSR_DIR = ".ssr";

// Everything that changes what Vite emits.
const INPUTS = [
  "src/web",
  "src/core",
  "vite.config.ts",
  "vite.pwa.ts",
  "vite.compress.ts",
  "vite.chunks.ts",
  "vite.ocr.ts",
  "vite.ssr.config.ts",
  "src/server/first-screens.ts",
  "package-lock.json",
];

function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export function sourceHash() {
  const hash = createHash("sha256");
  const all = INPUTS.flatMap((input) => filesOf(join(root, input))).sort();
  for (const file of all) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * WEB_DIR as the server reads it (src/server/setting-path.mjs): relative to the folder npm was run from, the
 * project's dist/web when unset. Vite would resolve a relative outDir against its own root (src/web).
 */
export const webDirFrom = (env = process.env) => settingPath(env.WEB_DIR, "dist/web", env);

/** `development` only when NODE_ENV says so; every other mode serves the optimised bundle. */
export const buildModeFor = (nodeEnv) => (nodeEnv === "development" ? "development" : "production");

export function readStamp(webDir) {
  try {
    return JSON.parse(readFileSync(join(webDir, STAMP_FILE), "utf8"));
  } catch {
    return null;
  }
}

/** Whether `webDir` holds a build for `mode` of the sources as they are now. */
export function isCurrentBuild(webDir, mode, sources = sourceHash()) {
  const stamp = readStamp(webDir);
  return existsSync(join(webDir, "index.html")) && stamp?.mode === mode && stamp?.sources === sources;
}

/** Returns true when it built. Exits the process with Vite's code when the build fails. */
export function ensureWebBuild(webDir, mode) {
  if (!isAbsolute(webDir)) throw new Error(`ensureWebBuild needs an absolute folder, not ${webDir}`);
  const sources = sourceHash();
  if (isCurrentBuild(webDir, mode, sources)) return false;
  console.log(`Building the web app (${mode})...`);
  // The PWA plugin bundles the service worker in a folder of the temp directory and never removes it:
  // the build gets a temp directory of its own, removed with whatever it holds.
  const buildTemp = mkdtempSync(join(tmpdir(), "hunter-lodge-build-"));
  const vite = (args) =>
    spawnSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "--mode", mode, "--logLevel", "warn", ...args],
      // React picks its development or production build from NODE_ENV, whatever the caller had set.
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: mode, TMPDIR: buildTemp, TMP: buildTemp, TEMP: buildTemp },
      },
    );
  // The app, then the pages the server draws itself (vite.ssr.config.ts) into the build's .ssr folder.
  const build = vite(["--outDir", webDir, "--emptyOutDir"]);
  const serverPages =
    build.status === 0 ? vite(["--config", "vite.ssr.config.ts", "--outDir", join(webDir, SSR_DIR)]) : build;
  rmSync(buildTemp, { recursive: true, force: true });
  if (serverPages.status !== 0) process.exit(serverPages.status ?? 1);
  writeFileSync(join(webDir, STAMP_FILE), `${JSON.stringify({ mode, sources }, null, 2)}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureWebBuild(webDirFrom(), "production");
}
