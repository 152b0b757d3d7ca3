import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";

/** The built web app the e2e server serves (tests/e2e/serve.mjs: `web` beside its `data`). */
export function servedWebDir(): string {
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
