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

/** Waits until the page is controlled by an activated service worker (first visit: after install). */
export async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
