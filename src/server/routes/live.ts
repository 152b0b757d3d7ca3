import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { LiveReady } from "#core/schemas/live.ts";
import type { AppBindings } from "../context.ts";
import { requireVerifiedUser } from "../http/session.ts";
import { type LiveHub, RECENT_CHANGES_MS } from "../live/hub.ts";
import type { LiveEvent } from "../live/topics.ts";

// Keeps proxies from closing an idle stream and lets a dead connection be noticed.
const HEARTBEAT_MS = 15_000;

/** GET /api/live: one server-sent-events stream per signed-in tab, carrying only its own user's changes. */
export function liveRoutes(hub: LiveHub) {
  return new Hono<AppBindings>().get("/live", (c) => {
    const user = requireVerifiedUser(c);
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      // "resync": changes may have been missed (DECISIONS §10, hub.subscribe), the client refetches everything.
      const queue: (LiveEvent | "resync")[] = [];
      let wake: (() => void) | undefined;
      const push = (item: LiveEvent | "resync") => {
        queue.push(item);
        wake?.();
      };
      const unsubscribe = hub.subscribe(user.id, push, () => push("resync"));
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      // Changes heard before this stream was registered, which the page may have read too early to see
      // (issue 21); any heard from now on are queued above.
      const ready: LiveReady = {
        userId: user.id,
        changes: hub.recentChanges(user.id).map(({ topic, at }) => ({ topic, at })),
        withinMs: RECENT_CHANGES_MS,
      };
      try {
        await stream.writeSSE({ event: "ready", data: JSON.stringify(ready), retry: 1000 });
        while (open) {
          const event = queue.shift();
          if (event === "resync") {
            await stream.writeSSE({ event: "resync", data: "{}" });
            continue;
          }
          if (event) {
            await stream.writeSSE({
              event: "change",
              data: JSON.stringify({ topic: event.topic, at: event.at }),
            });
            continue;
          }
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, HEARTBEAT_MS);
          });
          clearTimeout(timer);
          wake = undefined;
          if (open && queue.length === 0) await stream.write(": heartbeat\n\n");
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
