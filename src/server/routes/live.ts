import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { LiveCloseReason, LiveReady } from "#core/schemas/live.ts";
import type { AppBindings, ServerContext } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { clientIp } from "../http/client-ip.ts";
import { requireVerifiedUser } from "../http/session.ts";
import { RECENT_CHANGES_MS } from "../live/hub.ts";
import { sessionsAliveIn } from "../live/sessions-alive.ts";
import { createStreamRegistry } from "../live/streams.ts";
import type { LiveEvent } from "../live/topics.ts";

// Keeps proxies from closing an idle stream and lets a dead connection be noticed.
const HEARTBEAT_MS = 15_000;

// "resync": changes may have been missed (docs/product.md#live-updates, hub.subscribe), the client refetches
// everything. A close reason is the stream's last frame.
type Queued = LiveEvent | "resync" | { closed: LiveCloseReason };

/** GET /api/live: one server-sent-events stream per signed-in tab, carrying only its own user's changes. */
export function liveRoutes(ctx: Pick<ServerContext, "live" | "database" | "env">) {
  const hub = ctx.live;
  const streams = createStreamRegistry(hub, sessionsAliveIn(ctx));
  return new Hono<AppBindings>().get("/live", (c) => {
    const user = requireVerifiedUser(c);
    const sessionId = c.get("sessionId");
    if (!sessionId) throw unauthorized();
    const guestAddress = user.isAnonymous ? clientIp(c, ctx.env) : null;
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const queue: Queued[] = [];
      let wake: (() => void) | undefined;
      const push = (item: Queued) => {
        queue.push(item);
        wake?.();
      };
      const unsubscribe = hub.subscribe(user.id, push, () => push("resync"));
      const unregister = streams.add({
        userId: user.id,
        sessionId,
        guestAddress,
        close: (reason) => push({ closed: reason }),
      });
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      // Changes heard before this stream was registered, which the page may have read too early to see
      // (docs/decisions.md#2026-11-24-no-change-missed-before-a-pages-live-stream-opens); any heard from now
      // on are queued above.
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
          if (event && "closed" in event) {
            await stream.writeSSE({ event: "closed", data: JSON.stringify({ reason: event.closed }) });
            break;
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
        unregister();
        unsubscribe();
      }
    });
  });
}
