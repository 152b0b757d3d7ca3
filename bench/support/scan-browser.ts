import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { chromium } from "playwright-core";
import type { GameData } from "#core/game-data/schema.ts";
import { chromiumOptions } from "../../tests/e2e/support/chromium.ts";
import { renderScreen, type ScreenCase } from "./item-corpus/screen.ts";
import { freePort, ORIGIN } from "./servers.ts";

// What the browser benches of "Add from screenshots" (docs/product.md#add-items-from-screenshots) share:
// the screenshots as files a player chooses, a browser on one core, and a door in front of the server that
// counts what reaches it.

/** The cases drawn as JPEG files in a temporary folder, in order; `remove` deletes the folder. */
export async function drawScreenshots(
  cases: readonly ScreenCase[],
  gameData: GameData,
): Promise<{ files: string[]; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "hl-bench-shots-"));
  const files: string[] = [];
  for (const [i, c] of cases.entries()) {
    const file = join(dir, `screenshot-${i + 1}.jpg`);
    writeFileSync(file, (await renderScreen(c, gameData)).jpeg);
    files.push(file);
  }
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Chromium with every one of its processes and threads on the machine's first core (taskset), as a phone
 * with one free core runs it; the page's own hardwareConcurrency still says what the machine has.
 */
export async function launchOnOneCore(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "hl-bench-chromium-"));
  const wrapper = join(dir, "chromium-one-core");
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c 0 "${chromiumOptions.executablePath}" "$@"\n`);
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({ ...chromiumOptions, executablePath: wrapper });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type CountingDoor = {
  origin: string;
  /** How many requests for each path under `counted` reached the server. */
  counts: Map<string, number>;
  stop: () => Promise<void>;
};

/**
 * A pass-through proxy in front of the bench's server: the browser talks to it, so the bench sees which
 * files really reached the server (a copy from the HTTP cache or the service worker never does). The
 * browser's writes carry the proxy's origin; it hands them on under the server's BASE_URL, as a player's
 * browser on the real address sends them.
 */
export async function startCountingDoor(target: string, counted: string): Promise<CountingDoor> {
  const to = new URL(target);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const counts = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    const pathname = path.split("?")[0] ?? path;
    if (pathname.startsWith(counted)) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: to.host };
    if (headers.origin === origin) headers.origin = ORIGIN;
    if (headers.referer?.startsWith(origin)) headers.referer = ORIGIN + headers.referer.slice(origin.length);
    const onward = request(
      { host: to.hostname, port: to.port, path, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on("error", () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin,
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
