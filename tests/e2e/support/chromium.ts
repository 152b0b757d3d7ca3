import { chromium } from "playwright-core";

// The machine's Chromium with the flags this closed network needs (STACK-NOTES), for scripts, benches and
// specs that drive a browser outside Playwright's own launch.
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
};

export const launchChromium = () => chromium.launch(chromiumOptions);
