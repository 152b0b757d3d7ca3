import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";
import { chromium } from "playwright-core";

// Debian's Chromium, the whole browser. CHROMIUM_PATH names another one for every launch.
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Debian's headless shell of the same Chromium (its package chromium-headless-shell): the page without the
// browser's own UI, its window renderer and most of its GPU process, a third less CPU per spec. The suite
// runs on it where the machine has it; docs/decisions.md, "CI in half the time".
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const E2E_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/**
 * For a spec that needs what only the whole browser does (a notification shown by the service worker, the
 * network quality it is told to fake): `test.use(inFullChromium(extraArgs))`.
 */
export const inFullChromium = (extraArgs: string[] = []) => ({
  launchOptions: async (
    { launchOptions }: { launchOptions: LaunchOptions },
    use: (options: LaunchOptions) => Promise<void>,
  ) =>
    use({
      ...launchOptions,
      executablePath: FULL_CHROMIUM,
      args: [...(launchOptions.args ?? []), ...extraArgs],
    }),
});

// The machine's Chromium with the flags this closed network needs (STACK-NOTES), for scripts, benches and
// specs that drive a browser outside Playwright's own launch.
export const chromiumOptions = {
  executablePath: FULL_CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
};

export const launchChromium = () => chromium.launch(chromiumOptions);
