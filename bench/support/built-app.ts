import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { ensureWebBuild } from "../../scripts/build-web.mjs";
import { waitForDeviceCopy } from "../../tests/e2e/support/device-copy.ts";
import { benchEnv, freePort } from "./servers.ts";

export type BuiltApp = { origin: string; server: RunningServer; stop: () => Promise<void> };

/** A production build of the web app, as `npm start` makes it, served by a throw-away server on PGlite, as a player's browser meets it. */
export async function startBuiltApp(prefix: string): Promise<BuiltApp> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const webDir = join(root, "web");
  // The product's own build step (npm start's): the app and the pages the server draws itself.
  ensureWebBuild(webDir, "production");
  const port = await freePort();
  const server = await startServer(
    benchEnv(port, { LOG_LEVEL: "warn", DATA_DIR: join(root, "data"), WEB_DIR: webDir }),
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A player's session cookie (as the API returned it) set on the browser context for `origin`. */
export const cookiesFor = (cookie: string, origin: string) =>
  cookie.split("; ").map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return { name, value: value.join("="), url: origin };
  });

/**
 * Waits until the app is installed on the bench's phone as on a returning player's: the service worker
 * controls the page and the device copy in IndexedDB holds `needle` (it is written a second after a change).
 */
export async function installedOnDevice(page: Page, needle: string): Promise<void> {
  await page.evaluate("navigator.serviceWorker.ready.then(() => undefined)");
  await page.reload();
  await waitForDeviceCopy(page, needle, 60_000);
}
