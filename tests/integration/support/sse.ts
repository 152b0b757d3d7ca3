export type SseFrame = { event: string; data: string };

/** Reads server-sent-event frames from a streaming response, one at a time. */
export function sseReader(res: Response) {
  if (!res.body) throw new Error("response has no body");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: SseFrame[] = [];
  // A read that outlived a timeout stays pending and is awaited next time, so no chunk is lost.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  async function fill(deadline: number): Promise<boolean> {
    pending ??= reader.read();
    const timeout = new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now())));
    const chunk = await Promise.race([pending, timeout]);
    if (!chunk) return false;
    pending = null;
    if (chunk.done) return false;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split("\n").filter((l) => !l.startsWith(":"));
      const event =
        lines
          .find((l) => l.startsWith("event:"))
          ?.slice(6)
          .trim() ?? "message";
      const data = lines
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trimStart())
        .join("\n");
      if (lines.length > 0) frames.push({ event, data });
      end = buffer.indexOf("\n\n");
    }
    return true;
  }

  return {
    /** The next frame, or null when none arrives within `ms`. */
    async next(ms = 3000): Promise<SseFrame | null> {
      const deadline = Date.now() + ms;
      while (frames.length === 0) {
        if (Date.now() >= deadline || !(await fill(deadline))) return frames.shift() ?? null;
      }
      return frames.shift() ?? null;
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
