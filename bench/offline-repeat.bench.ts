// docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers: a returning player on a poor connection.
// The roster's first meaningful paint (the player's hunter on screen) on a first visit, then on repeat visits
// online and offline, with Chromium's network throttled to DevTools' "Slow 3G" through CDP. Budgets: the
// first visit, with the CPU 4x slower too, under 10 s; a repeat visit under 1 s (bench/support/roster-visits.ts).
// The repeat visits come from the service worker's precache and the device's copy of the data.
import type { CDPSession, Page } from "playwright-core";
import { launchChromium } from "../tests/e2e/support/chromium.ts";
import type { BenchResult } from "./lib.ts";
import { cookiesFor, installedOnDevice, startBuiltApp } from "./support/built-app.ts";
import { rosterVisitRows } from "./support/roster-visits.ts";
import { seedPlayer } from "./support/seed.ts";

const REPEATS = 5;
// DevTools' "Slow 3G" preset: 500 kbit/s at 80% goodput both ways, 2 s of round-trip latency.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const FIRST_VISIT_CPU_SLOWDOWN = 4;
const HUNTER = "Bench";

const network = (cdp: CDPSession, conditions: typeof SLOW_3G) =>
  cdp.send("Network.emulateNetworkConditions", conditions);

// From the navigation's start to the frame that shows the hunter's card.
async function rosterPaint(page: Page): Promise<number> {
  const start = Date.now();
  await page.goto("/", { waitUntil: "commit", timeout: 120_000 });
  await page.getByText(HUNTER, { exact: true }).first().waitFor({ timeout: 120_000 });
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))");
  return Date.now() - start;
}

export async function run(): Promise<BenchResult[]> {
  const app = await startBuiltApp("hl-bench-offline-");
  const browser = await launchChromium();
  try {
    const player = await seedPlayer(app.origin, app.server.database);
    const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 390, height: 844 } });
    await context.addCookies(cookiesFor(player.cookie, app.origin));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });

    await network(cdp, SLOW_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: FIRST_VISIT_CPU_SLOWDOWN });
    const first = await rosterPaint(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // The worker's precache and the device copy finish in the background, as on a player's phone.
    await network(cdp, UNTHROTTLED);
    await installedOnDevice(page, HUNTER);

    await network(cdp, SLOW_3G);
    const online: number[] = [];
    for (let i = 0; i < REPEATS; i++) online.push(await rosterPaint(page));
    await network(cdp, { ...SLOW_3G, offline: true });
    await context.setOffline(true);
    const offline: number[] = [];
    for (let i = 0; i < REPEATS; i++) offline.push(await rosterPaint(page));
    await context.setOffline(false);

    return rosterVisitRows({ first, online, offline });
  } finally {
    await browser.close();
    await app.stop();
  }
}
