import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";

/** The built web app the e2e server serves (tests/e2e/serve.mjs: `web` beside its `data`). */
function servedWebDir(): string {
  const port = process.env.E2E_PORT ?? "3100";
  const dataDir = readFileSync(join(tmpdir(), `hunter-lodge-e2e-${port}.data-dir`), "utf8").trim();
  return join(dirname(dataDir), "web");
}

/**
 * Waits until the page is controlled by the activated service worker. On a first visit the worker
 * activates without taking over the page that registered it (it asks before replacing a version, so it
 * never claims pages): the next load is controlled, as for a player.
 */
export async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled).toBe(true);
}

/**
 * Deploys a release as a rebuild does: a worker whose precache revisions differ (here index.html's, set to
 * the release's mark); the browser finds it on its next load. Returns the mark and the undo (the served
 * app is shared by every spec).
 */
export function shipRelease(): { mark: string; undo: () => void } {
  const path = join(servedWebDir(), "sw.js");
  const worker = readFileSync(path, "utf8");
  // The worker's list of files as workbox writes it (src/web/sw.ts): JSON, keys in order.
  const revision = /("revision":")[0-9a-f]+("(?:,"shell":true)?,"url":"index\.html")/;
  expect(worker).toMatch(revision);
  const mark = `release${Date.now()}`;
  writeFileSync(path, worker.replace(revision, `$1${mark}$2`));
  return { mark, undo: () => writeFileSync(path, worker) };
}

/** The revisions of index.html in the worker's precache: the active worker's only, once it cleaned up. */
export const precachedShellRevisions = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        const revision = url.searchParams.get("__WB_REVISION__");
        if (url.pathname === "/index.html" && revision) revisions.push(revision);
      }
    }
    return revisions;
  });
