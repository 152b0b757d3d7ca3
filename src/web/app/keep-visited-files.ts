import { currentConnection, onPhoneNetwork } from "../lib/phone-network.ts";

// The build's files a screen loads: its code and catalogues, and the game's images.
const APP_FILE = /^\/(assets|avatars|icons)\//;

function keep(urls: string[]) {
  const files = urls.filter((url) => {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin && APP_FILE.test(parsed.pathname);
  });
  if (files.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: files } }),
  );
}

/**
 * On a phone network the service worker precaches the shell only (src/web/sw.ts,
 * docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time): the files
 * this page has loaded, the screens visited so far, are handed to it to keep (workbox's CACHE_URLS message),
 * and those loaded later while it does not control the page yet; once it does, it keeps what it serves
 * itself.
 */
export function keepVisitedFiles() {
  if (!onPhoneNetwork(currentConnection())) return;
  keep(performance.getEntriesByType("resource").map((entry) => entry.name));
  new PerformanceObserver((list) => {
    if (!navigator.serviceWorker.controller) keep(list.getEntries().map((entry) => entry.name));
  }).observe({ type: "resource" });
}
