import { chromium } from "playwright-core";

// The machine's Chromium with the flags this closed network needs (STACK-NOTES), for scripts and benches
// that drive a browser outside Playwright's test runner.
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
