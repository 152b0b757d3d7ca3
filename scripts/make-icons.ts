// Draws the installable app's PNG icons (docs/decisions.md#2026-11-24-installable-app-and-service-worker)
// from the lodge crest in src/web/public/icon.svg with the machine's Chromium: `node_modules/.bin/tsx
// scripts/make-icons.ts`. The PNGs are committed, so a build never needs a browser; run this again only when
// the crest changes.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/e2e/support/chromium.ts";

const publicDir = fileURLToPath(new URL("../src/web/public/", import.meta.url));
const crest = readFileSync(`${publicDir}icon.svg`, "utf8");
const BACKGROUND = "#0b0f19";

// A maskable icon may be cut to a circle: the crest stays inside the central 80% (the safe zone).
const icons = [
  { file: "pwa-192.png", size: 192, crestShare: 0.9, background: "transparent" },
  { file: "pwa-512.png", size: 512, crestShare: 0.9, background: "transparent" },
  { file: "pwa-maskable-512.png", size: 512, crestShare: 0.62, background: BACKGROUND },
  { file: "apple-touch-icon.png", size: 180, crestShare: 0.75, background: BACKGROUND },
];

const browser = await launchChromium();
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const crestSize = Math.round(icon.size * icon.crestShare);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">
        <div style="width:${crestSize}px;height:${crestSize}px">${crest.replace("<svg ", '<svg width="100%" height="100%" ')}</div>
      </body>`,
    );
    writeFileSync(
      `${publicDir}${icon.file}`,
      await page.screenshot({ omitBackground: icon.background === "transparent" }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
