import { expect, type Page, test } from "@playwright/test";
import { saveHunter } from "../hunters/hunters-api.ts";
import { waitForWorker } from "../pwa/support.ts";
import { inFullChromium } from "../support/chromium.ts";
import { waitForDeviceCopy } from "../support/device-copy.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time: on a phone
// network the service worker precaches the shell and the screens the player visited, and fetches the rest
// when it is used (src/web/sw.ts). The browser rates its connection 3G here, in pages and in the worker
// alike, as a phone's does.
// The headless shell ignores the faked connection type: the whole browser takes it.
test.use({ serviceWorkers: "allow", ...inFullChromium(["--force-effective-connection-type=3G"]) });

// The build's files the worker keeps, by name (the chunk's name before its content hash).
const keptFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const files: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (path.startsWith("/assets/")) files.push(path.slice("/assets/".length));
      }
    }
    return files;
  });

test("on a 3G connection the worker keeps the visited roster, not the whole app, and the roster opens offline", async ({
  page,
  context,
}) => {
  // Chromium rates the connection a moment after it starts: a page asked at once may still hear "4g".
  await expect
    .poll(() =>
      page.evaluate(
        () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
      ),
    )
    .toBe("3g");
  await registerAndVerify(page);
  // The visit below goes through the worker from its first request. Taken over mid-load instead (on a slow
  // machine it claimed the page after the game data's request), the page's game data never passed through
  // it, and offline the roster waited for it forever (CI, 2026-11-29).
  await waitForWorker(page);
  await saveHunter(page, 0, { hunterName: "Signal Ranger" });
  await page.goto("/");
  await expect(page.getByText("Signal Ranger")).toBeVisible();
  await waitForDeviceCopy(page, "Signal Ranger");
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("game-data")).keys()).length))
    .toBeGreaterThan(0);

  // The roster's code is kept; the calendar, never opened, is not (off a phone network it would be).
  await expect
    .poll(async () => (await keptFiles(page)).some((file) => file.startsWith("roster-page-")))
    .toBe(true);
  const kept = await keptFiles(page);
  expect(kept.some((file) => file.startsWith("calendar-page-"))).toBe(false);
  // The outbox's code is in the shell: a change saved offline can always be shown and sent.
  expect(kept.some((file) => file.startsWith("sync-outbox-"))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Signal Ranger")).toBeVisible();
  await context.setOffline(false);
});
