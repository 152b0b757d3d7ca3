// The client end of /api/live (docs/product.md#live-updates): one EventSource per tab. A dropped stream
// reconnects with a growing delay, and every reconnection asks for a resynchronization, so nothing is missed.
// The first connection passes on the changes the server heard just before it
// (docs/decisions.md#2026-11-24-no-change-missed-before-a-pages-live-stream-opens): the page may have read
// its data before they committed and opened its stream after. A stream the server ends itself says why
// (docs/decisions.md#2026-11-24-a-live-stream-ends-with-its-session-and-a-user-holds-at-most-20), and is not
// blindly reopened.

import {
  type LiveChange,
  type LiveCloseReason,
  type LiveReady,
  liveClosedSchema,
  liveReadySchema,
} from "#core/schemas/live.ts";

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
  /**
   * The stream's session ended (signed out elsewhere, or renewed here): resolves whether this tab is still
   * signed in, with a new session, and should reconnect. Without it, the stream stays closed.
   */
  onSessionEnded?: () => Promise<boolean>;
  createSource?: (url: string) => LiveSource;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long a stream closed as its user's oldest waits before reopening (and closing another's in turn). */
  crowdedDelayMs?: number;
}

export function connectLive(options: LiveOptions): () => void {
  const {
    url = "/api/live",
    onChange,
    onResync,
    onSessionEnded = async () => false,
    createSource = (u) => new EventSource(u, { withCredentials: true }) as unknown as LiveSource,
    minDelayMs = 1000,
    maxDelayMs = 30_000,
    crowdedDelayMs = 5 * 60_000,
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
    source.addEventListener("closed", (ev) => {
      const reason = parseClosed(ev.data);
      if (!reason) return;
      source?.close();
      source = null;
      if (reason === "too-many-streams") reopenIn(crowdedDelayMs);
      else void onSessionEnded().then((signedIn) => signedIn && reopenIn(0));
    });
    source.onerror = () => {
      // The browser's own retry has no backoff and gives up on some errors: take over.
      source?.close();
      source = null;
      reopenIn(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    };
  };

  const reopenIn = (ms: number) => {
    if (!stopped) timer = setTimeout(open, ms);
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

function parseClosed(data: string): LiveCloseReason | null {
  try {
    return liveClosedSchema.safeParse(JSON.parse(data)).data?.reason ?? null;
  } catch {
    return null;
  }
}

function parseReady(data: string): LiveReady | null {
  try {
    return liveReadySchema.safeParse(JSON.parse(data)).data ?? null;
  } catch {
    return null;
  }
}
