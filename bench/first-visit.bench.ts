// docs/performance.md#first-visit-on-a-phone-network: a first visit on a phone network, as a player coming
// from a link in chat meets the app: nothing cached, no service worker, no device copy. Three first screens
// (the login page, a shared build, a signed-in player's roster) on DevTools' Slow 3G with the CPU 4x slower,
// each from a fresh browser context, with the critical chain read from the DevTools protocol's network log;
// then the roster on Lighthouse's mobile profile (Slow 4G, CPU 4x) for its largest contentful paint and
// layout shift.
import type { Browser, CDPSession, Page } from "playwright-core";
import { launchChromium } from "../tests/e2e/support/chromium.ts";
import type { BenchResult } from "./lib.ts";
import { type BuiltApp, cookiesFor, startBuiltApp } from "./support/built-app.ts";
import { criticalChain, describeChain, recordNetwork } from "./support/network-chain.ts";
import { type Player, seedPlayer } from "./support/seed.ts";

// DevTools' "Slow 3G": 2 s of round trip, 500 kbit/s at 80% goodput both ways.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
// Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;
const MAX_CHAIN = 3;
const HUNTER = "Bench";

type Network = typeof SLOW_3G;
type Screen = {
  name: string;
  path: (player: Player) => string;
  signedIn: boolean;
  shown: Shown;
  budgetMs: number;
};
// What in the page says the screen is there: an element matching a selector, or a text.
type Shown = { selector: string } | { text: string };

const SCREENS: Screen[] = [
  // Usable: a visitor without a session gets the server's form (src/server/login-page), which signs in
  // without the app's script; the app's own form takes it over, with what was typed, once it has loaded.
  {
    name: "Login page",
    path: () => "/login",
    signedIn: false,
    shown: { selector: 'input[type="email"]' },
    budgetMs: 6000,
  },
  {
    name: "Shared build",
    path: (player) => `/hunter/${player.userId}/${player.hunterId}`,
    signedIn: false,
    shown: { selector: "h1" },
    budgetMs: 8000,
  },
  { name: "Roster, signed in", path: () => "/", signedIn: true, shown: { text: HUNTER }, budgetMs: 10_000 },
];

// Runs in the page before its own scripts (CDP's addScriptToEvaluateOnNewDocument, which the CSP does not
// govern): notes the time of the frame that first shows the screen, and the largest paint and layout shift.
// A string, so the bench's compiler adds no helper the page lacks.
const watchScreen = (shown: Shown) => `(() => {
  const shown = ${JSON.stringify(shown)};
  window.__lcp = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  const matches = () =>
    shown.selector ? document.querySelector(shown.selector) !== null : (document.body?.textContent ?? "").includes(shown.text);
  const observer = new MutationObserver(() => {
    if (!matches()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__shownAt = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})()`;

// Polled with evaluate (run by the DevTools protocol), since the CSP forbids the eval behind waitForFunction.
async function shownIn(page: Page) {
  const deadline = Date.now() + 120_000;
  while ((await page.evaluate("typeof window.__shownAt")) !== "number") {
    if (Date.now() > deadline) throw new Error(`the screen never showed at ${page.url()}`);
    await page.waitForTimeout(250);
  }
}

type Visit = {
  shownMs: number;
  lcpMs: number;
  cls: number;
  chain: string;
  roundTrips: number;
  requests: number;
  kb: number;
};

async function visit(
  browser: Browser,
  app: BuiltApp,
  player: Player,
  screen: Screen,
  network: Network,
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: app.origin,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (screen.signedIn) await context.addCookies(cookiesFor(player.cookie, app.origin));
    await context.addInitScript(watchScreen(screen.shown));
    const page: Page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const log = recordNetwork(cdp);
    await page.goto(screen.path(player), { waitUntil: "commit", timeout: 120_000 });
    await shownIn(page);
    // Let the largest paint and any late shift land before reading them.
    await page.waitForTimeout(2000);
    const { shownAt, lcp, cls } = (await page.evaluate(
      "({ shownAt: window.__shownAt, lcp: window.__lcp, cls: window.__cls })",
    )) as { shownAt: number; lcp: number; cls: number };
    const requests = log.requests();
    const chain = criticalChain(requests, shownAt);
    const before = requests.filter((r) => r.end <= shownAt);
    return {
      shownMs: shownAt,
      lcpMs: lcp,
      cls,
      chain: describeChain(chain, requests),
      roundTrips: chain.length,
      requests: before.length,
      kb: before.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function run(): Promise<BenchResult[]> {
  const app = await startBuiltApp("hl-bench-first-");
  const browser = await launchChromium();
  try {
    const player = await seedPlayer(app.origin, app.server.database);
    const rows: BenchResult[] = [];
    for (const screen of SCREENS) {
      const result = await visit(browser, app, player, screen, SLOW_3G);
      rows.push({
        name: `First visit, Slow 3G, CPU 4x: ${screen.name}`,
        result:
          `${seconds(result.shownMs)} to the screen; ${result.roundTrips} sequential round trips ` +
          `(${result.requests} requests, ${result.kb.toFixed(0)} KB on the wire before it): ${result.chain}`,
        budget: `< ${seconds(screen.budgetMs)}, ≤ ${MAX_CHAIN} round trips`,
        pass: result.shownMs < screen.budgetMs && result.roundTrips <= MAX_CHAIN,
      });
    }
    const roster = SCREENS[SCREENS.length - 1] as Screen;
    const lighthouse = await visit(browser, app, player, roster, SLOW_4G);
    rows.push({
      name: "First visit, Slow 4G, CPU 4x: roster's largest paint and layout shift",
      result: `largest paint ${seconds(lighthouse.lcpMs)}, layout shift ${lighthouse.cls.toFixed(3)}, roster shown ${seconds(lighthouse.shownMs)}`,
      budget: "largest paint < 2.5 s, layout shift < 0.1",
      pass: lighthouse.lcpMs < 2500 && lighthouse.cls < 0.1,
    });
    return rows;
  } finally {
    await browser.close();
    await app.stop();
  }
}
