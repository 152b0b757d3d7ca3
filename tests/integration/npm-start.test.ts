import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeDir } from "./support/processes.ts";
import { copyOfProject, npmStart, stopAllNpmStarts } from "./support/project-copy.ts";

// Each start builds the web app, which takes a while on two busy cores.
const SLOW = 400_000;
// Printed by React's development build only.
const REACT_DEV_ONLY = "Download the React DevTools";
const dirs: string[] = [];
afterAll(() => {
  stopAllNpmStarts();
  dirs.forEach(removeDir);
});

const project = () => {
  const dir = copyOfProject();
  dirs.push(dir);
  return dir;
};

/** The page and the scripts it starts, as a browser first fetches them. */
async function served(url: string) {
  const page = await (await fetch(url)).text();
  // Every module the page starts (the build names a small runtime before the app's own file).
  const entries = [...page.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((m) => m[1]);
  expect(entries.length, page).toBeGreaterThan(0);
  const scripts = await Promise.all(entries.map(async (entry) => (await fetch(`${url}${entry}`)).text()));
  const script = scripts.join("\n");
  return { page, script, development: script.includes(REACT_DEV_ONLY) };
}

describe("npm start, exactly as the README says", () => {
  it(
    "with no setting serves the app and the API from the project's own folders, stops on SIGTERM and leaves no temp file",
    async () => {
      const dir = project();
      // The build's and the server's temp directory, empty at the start.
      const temp = mkdtempSync(join(tmpdir(), "hl-temp-"));
      dirs.push(temp);
      const started = await npmStart(dir, { TMPDIR: temp });
      expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
      const { page, development } = await served(started.url);
      expect(page).toContain("<title>");
      expect(development).toBe(false);
      expect(existsSync(join(dir, "dist/web/index.html"))).toBe(true);
      expect(existsSync(join(dir, "data/db/PG_VERSION"))).toBe(true);
      expect(existsSync(join(dir, "src/web/dist"))).toBe(false);

      expect(await started.stop()).toBe(0);
      expect(started.output()).toContain("SIGTERM: shutting down");
      await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
      expect(existsSync(join(dir, "data/server.lock"))).toBe(false);
      // Compile caches stay there, as caches should: tsx's, and Node's own (npm and Vite turn it on under
      // Node 24, in <tmp>/node-compile-cache). The web build's worker bundle must not stay.
      expect(
        readdirSync(temp).filter((name) => !name.startsWith("tsx-") && name !== "node-compile-cache"),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    "NODE_ENV=development serves the development bundle, the next start serves a changed source, and production rebuilds once",
    async () => {
      const dir = project();
      const development = await npmStart(dir, { NODE_ENV: "development" });
      expect(development.output()).toContain("Building the web app (development)");
      expect((await served(development.url)).development).toBe(true);
      expect(await development.stop()).toBe(0);

      const marker = `source-change-${Date.now()}`;
      appendFileSync(
        join(dir, "src/web/main.tsx"),
        `\ndocument.documentElement.dataset.probe = "${marker}";\n`,
      );
      const changed = await npmStart(dir, { NODE_ENV: "development" });
      expect(changed.output()).toContain("Building the web app (development)");
      expect((await served(changed.url)).script).toContain(marker);
      expect(await changed.stop()).toBe(0);

      const production = await npmStart(dir);
      expect(production.output()).toContain("Building the web app (production)");
      const productionBundle = await served(production.url);
      expect(productionBundle.development).toBe(false);
      expect(productionBundle.script).toContain(marker);
      expect(await production.stop()).toBe(0);

      const again = await npmStart(dir);
      expect(again.output()).not.toContain("Building the web app");
      expect(await again.stop()).toBe(0);
    },
    SLOW,
  );

  it(
    "reads WEB_DIR and DATA_DIR relative to the folder it was run from, and absolute ones as they are",
    async () => {
      const dir = project();
      const elsewhere = join(dir, "deploy");
      mkdirSync(elsewhere);
      const relative = await npmStart(elsewhere, { WEB_DIR: "web", DATA_DIR: "./lodge-data" });
      expect((await fetch(`${relative.url}/api/health`)).status).toBe(200);
      expect((await served(relative.url)).page).toContain("<title>");
      expect(await relative.stop()).toBe(0);
      expect(existsSync(join(elsewhere, "web/index.html"))).toBe(true);
      expect(existsSync(join(elsewhere, "lodge-data/db/PG_VERSION"))).toBe(true);
      expect(existsSync(join(dir, "src/web/web"))).toBe(false);

      // The same build moved to an absolute folder is served from there as it is (its stamp is current).
      const absolute = mkdtempSync(join(tmpdir(), "hl-absolute-"));
      dirs.push(absolute);
      cpSync(join(elsewhere, "web"), join(absolute, "web"), { recursive: true });
      const marker = `absolute-${Date.now()}`;
      appendFileSync(join(absolute, "web/index.html"), `<!-- ${marker} -->\n`);
      const started = await npmStart(elsewhere, {
        WEB_DIR: join(absolute, "web"),
        DATA_DIR: join(absolute, "data"),
      });
      expect(started.output()).not.toContain("Building the web app");
      expect((await served(started.url)).page).toContain(marker);
      expect(await started.stop()).toBe(0);
      expect(existsSync(join(absolute, "data/db/PG_VERSION"))).toBe(true);
    },
    SLOW,
  );
});
