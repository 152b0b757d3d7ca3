// The client end of /api/live (DECISIONS §10): one EventSource per tab. A dropped stream reconnects
// with a growing delay, and every (re)connection asks for a resynchronization, so nothing is missed.

export type LiveChange = { topic: string; at: number };

export interface LiveSource {
  onopen: ((this: LiveSource, ev: Event) => unknown) | null;
  onerror: ((this: LiveSource, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export interface LiveOptions {
  url?: string;
  onChange: (change: LiveChange) => void;
  /** Called on every connection after the first, and when the server says so: changes may have been missed. */
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

  const open = () => {
    source = createSource(url);
    source.addEventListener("ready", () => {
      delay = minDelayMs;
      connections += 1;
      if (connections > 1) onResync();
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
