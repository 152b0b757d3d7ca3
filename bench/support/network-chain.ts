import type { CDPSession } from "playwright-core";

/** One request of the page as the DevTools protocol saw it; times in ms from the navigation's request. */
export type LoggedRequest = {
  url: string;
  type: string;
  start: number;
  end: number;
  bytes: number;
  failed: boolean;
};

type Pending = { url: string; type: string; start: number; bytes: number };

/**
 * Records the page's network log (Network.* events of `cdp`, which must have Network enabled). Requests the
 * service worker makes for itself (its precache) are not the page's and do not appear here, but they share
 * the throttled pipe and so lengthen what does.
 */
export function recordNetwork(cdp: CDPSession) {
  const pending = new Map<string, Pending>();
  const done: LoggedRequest[] = [];
  let origin: number | undefined;
  const ms = (timestamp: number) => timestamp * 1000 - (origin ?? timestamp * 1000);
  const finish = (requestId: string, timestamp: number, failed: boolean, bytes?: number) => {
    const request = pending.get(requestId);
    if (!request) return;
    pending.delete(requestId);
    done.push({ ...request, end: ms(timestamp), bytes: bytes ?? request.bytes, failed });
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    origin ??= event.timestamp * 1000;
    // A redirect ends the earlier hop under the same id: keep it as its own round trip.
    if (pending.has(event.requestId)) finish(event.requestId, event.timestamp, false);
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? "Other",
      start: ms(event.timestamp),
      bytes: 0,
    });
  });
  cdp.on("Network.loadingFinished", (event) =>
    finish(event.requestId, event.timestamp, false, event.encodedDataLength),
  );
  cdp.on("Network.loadingFailed", (event) => finish(event.requestId, event.timestamp, true));
  return {
    /** Requests that finished, in the order they started. */
    requests: () => [...done].sort((a, b) => a.start - b.start),
  };
}

// Requests no first screen waits for: the browser's own asks for the icon and the web app manifest.
const incidental = (request: LoggedRequest) =>
  request.type === "Manifest" || /\/(icon\.svg|favicon\.ico|apple-touch-icon\.png)$/.test(request.url);

/**
 * The critical chain up to `until` (ms, same clock): starting from the request that finished last before
 * it, each step back is the request that finished last before this one was sent, the one it could have
 * been waiting for. Its length is the number of round trips made one after another.
 */
export function criticalChain(requests: LoggedRequest[], until: number): LoggedRequest[] {
  const candidates = requests.filter((r) => !r.failed && !incidental(r) && r.end <= until);
  const latestEndingBy = (time: number) =>
    candidates
      .filter((r) => r.end <= time)
      .reduce<LoggedRequest | undefined>((a, b) => (a && a.end >= b.end ? a : b), undefined);
  const chain: LoggedRequest[] = [];
  for (let step = latestEndingBy(until); step; step = latestEndingBy(step.start)) chain.unshift(step);
  return chain;
}

const shortUrl = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.(js|css)$/, "$1.$2");
};

/** "HTML / → main.js + 6 → /api/me …": each step with what started alongside it. */
export function describeChain(chain: LoggedRequest[], requests: LoggedRequest[]): string {
  return chain
    .map((step, i) => {
      const since = chain[i - 1]?.end ?? -1;
      const alongside = requests.filter(
        (r) => r !== step && r.start > since && r.start <= step.start + 50 && !incidental(r),
      );
      const more = alongside.length > 0 ? ` (+${alongside.length} alongside)` : "";
      return `${shortUrl(step.url)} ${Math.round(step.end)} ms${more}`;
    })
    .join(" → ");
}
