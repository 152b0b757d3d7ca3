// The app's service worker (docs/decisions.md#2026-11-24-installable-app-and-service-worker; built by
// vite.pwa.ts into one classic script, sw.js). It precaches the shell: the page, its code and styles, the
// English messages and the outbox's code (vite.pwa.ts marks them). The rest of the app's files (the other
// screens, their catalogues, the game's images) it fetches at install as well, one at a time, except on a
// phone network
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time), where they
// are fetched when first used and the screens the player has visited are sent over by the page (CACHE_URLS,
// register-worker.ts): a thin connection carries what the player uses, not the whole app.

import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { LANGUAGES } from "#core/i18n/languages.ts";
import { currentConnection, onPhoneNetwork } from "./lib/phone-network.ts";

type Entry = { url: string; revision: string | null; shell?: boolean };
type WaitUntilEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type Worker = {
  __WB_MANIFEST: Entry[];
  location: Location;
  skipWaiting(): Promise<void>;
  importScripts(...urls: string[]): void;
  addEventListener(type: "install" | "activate", listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as Worker;

// Push reminders' handlers (push, notificationclick) live beside the worker, loaded by it.
worker.importScripts("/reminders-worker.js");

// The page asks before it swaps to a new version ("A new version is available - Reload").
worker.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void worker.skipWaiting();
});

// The list of the build's files: workbox's injection point, written exactly so.
const entries = (self as unknown as Worker).__WB_MANIFEST;
precacheAndRoute(entries.filter((entry) => entry.shell).map(({ url, revision }) => ({ url, revision })));
cleanupOutdatedCaches();

// Paths the server answers itself: a navigation there must reach the network, never the app shell.
const SERVER_PATHS = [/^\/api\//, /^\/dev\//, /^\/avatars\//, /^\/icons\//, /^\/metrics/, /^\/media\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: SERVER_PATHS }));

// Public and rarely changed; shown at once from the cache and refreshed behind it. One answer per language of
// game names (?lang=, src/core/game-data/answer.ts), so a language used here before still opens offline.
registerRoute(
  ({ url }) => url.pathname === "/api/game-data",
  new StaleWhileRevalidate({
    cacheName: "game-data",
    plugins: [new ExpirationPlugin({ maxEntries: LANGUAGES.length })],
  }),
);

// The rest of the build: code and catalogues under a hash of their content, so a cached copy is always
// right; the game's images (served from data/, outside the build) shown from the cache and refreshed behind.
const APP_FILES = "app-files";
const later = entries
  .filter((entry) => !entry.shell)
  .map((entry) => ({ ...entry, href: new URL(entry.url, worker.location.href).href }));
const hashed = (url: URL) => url.pathname.startsWith("/assets/");
registerRoute(({ url, sameOrigin }) => sameOrigin && hashed(url), new CacheFirst({ cacheName: APP_FILES }));
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && later.some((entry) => entry.href === url.href),
  new StaleWhileRevalidate({ cacheName: APP_FILES }),
);

// The OCR engine of "Add from screenshots" (vite.ocr.ts): never precached (megabytes a player may never use),
// kept after its first use so the next screenshots are read offline and without the download. Its folder is
// named by the packages' versions, so a cached copy is always right; an older version's files age out.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/ocr/"),
  new CacheFirst({ cacheName: "ocr", plugins: [new ExpirationPlugin({ maxEntries: 6 })] }),
);

// Off a phone network the whole app is there after one visit, offline included. A hashed file already
// cached is this build's too; every other file is fetched again, as a precache fetches a changed revision.
async function fetchTheRest(): Promise<void> {
  const cache = await caches.open(APP_FILES);
  for (const entry of later) {
    if (entry.revision === null && (await cache.match(entry.href))) continue;
    const response = await fetch(entry.href, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${entry.href} answered ${response.status}`);
    await cache.put(entry.href, response);
  }
}
worker.addEventListener("install", (event) => {
  if (!onPhoneNetwork(currentConnection())) event.waitUntil(fetchTheRest());
});

// Another build's hashed files are never asked for again.
worker.addEventListener("activate", (event) => {
  const current = new Set(later.map((entry) => entry.href));
  event.waitUntil(
    caches.open(APP_FILES).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (hashed(new URL(request.url)) && !current.has(request.url)) await cache.delete(request);
      }
    }),
  );
});
