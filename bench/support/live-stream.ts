import { performance } from "node:perf_hooks";

/** One server-sent event, stamped when its bytes arrived (performance.now() and wall-clock ms). */
export type TimedFrame = { event: string; data: string; arrived: number; arrivedWallMs: number };

export interface LiveStream {
  /** The next frame for which `accept` is true (earlier ones are dropped); rejects after `timeoutMs`. */
  next: (accept: (frame: TimedFrame) => boolean, timeoutMs?: number) => Promise<TimedFrame>;
  close: () => Promise<void>;
}

function parseBlock(block: string): { event: string; data: string } | null {
  const lines = block.split("\n").filter((l) => !l.startsWith(":") && l.length > 0);
  if (lines.length === 0) return null;
  const field = (name: string) =>
    lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).trimStart());
  return { event: field("event")[0] ?? "message", data: field("data").join("\n") };
}

/**
 * Opens GET /api/live with `cookie` and reads it continuously, so each frame is stamped the moment its
 * chunk is read rather than when the bench gets round to asking for it.
 */
export async function openLiveStream(baseUrl: string, cookie: string): Promise<LiveStream> {
  const res = await fetch(`${baseUrl}/api/live`, { headers: { cookie, accept: "text/event-stream" } });
  if (res.status !== 200 || !res.body) throw new Error(`GET /api/live: HTTP ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const frames: TimedFrame[] = [];
  let wake: (() => void) | undefined;
  let ended = false;

  void (async () => {
    let buffer = "";
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      const arrived = performance.now();
      const arrivedWallMs = performance.timeOrigin + arrived;
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const frame = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame) frames.push({ ...frame, arrived, arrivedWallMs });
      }
      wake?.();
    }
    ended = true;
    wake?.();
  })();

  return {
    async next(accept, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const frame = frames.shift();
        if (frame) {
          if (accept(frame)) return frame;
          continue;
        }
        if (ended) throw new Error("the live stream ended");
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no matching live frame within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
