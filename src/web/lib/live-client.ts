// The client end of /api/live (DECISIONS §10): one EventSource per tab. A dropped stream reconnects
// with a growing delay, and every reconnection asks for a resynchronization, so nothing is missed. The
// first connection passes on the changes the server heard just before it (issue 21): the page may have
// read its data before they committed and opened its stream after.

import { type LiveChange, type LiveReady, liveReadySchema } from "#core/schemas/live.ts";

export interface LiveSource {
  onopen: ((this: LiveSource, ev: Event) => unknown) | null;
  onerror: ((this: LiveSource, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export interface LiveOptions {
  url?: string;
  onChange: (change: LiveChange) => void;
  /**
   * Called on every connection after the first, on a first one that took too long for the server's list of
   * recent changes to cover it, and when the server says so: changes may have been missed.
   */
  onResync: () => void;
  createSource?: (url: string) => LiveSource;
  minDelayMs?: number;
  maxDelayMs?: number;
}

export function connectLive(options: LiveOptions): () => void {
  const {
    url = "/api/live",
    onChange,
    onResync,
    createSource = (u) => new EventSource(u, { withCredentials: true }) as unknown as LiveSource,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
  } = options;
  let source: LiveSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = minDelayMs;
  let connections = 0;
  let stopped = false;
  const startedAt = Date.now();

  // The page's data was read around the start; the server lists the changes heard within `withinMs`
  // before it registered the stream. Half of that leaves room for reads made before this started.
  const firstReady = (data: string) => {
    const ready = parseReady(data);
    if (!ready || Date.now() - startedAt > ready.withinMs / 2) return onResync();
    for (const change of ready.changes) onChange(change);
  };

  const open = () => {
    source = createSource(url);
    source.addEventListener("ready", (ev) => {
      delay = minDelayMs;
      connections += 1;
      if (connections > 1) onResync();
      else firstReady(ev.data);
    });
    // The server lost changes it would have sent (its database listener dropped): read everything again.
    source.addEventListener("resync", () => onResync());
    source.addEventListener("change", (ev) => {
      try {
        onChange(JSON.parse(ev.data) as LiveChange);
      } catch {
        onResync();
      }
    });
    source.onerror = () => {
      // The browser's own retry has no backoff and gives up on some errors: take over.
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

function parseReady(data: string): LiveReady | null {
  try {
    return liveReadySchema.safeParse(JSON.parse(data)).data ?? null;
  } catch {
    return null;
  }
}
