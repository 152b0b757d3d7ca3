import type { LiveCloseReason } from "#core/schemas/live.ts";
import type { LiveHub } from "./hub.ts";

// docs/decisions.md#2026-11-24-a-live-stream-ends-with-its-session-and-a-user-holds-at-most-20: each open
// stream holds ~80 KB, so one account (or one address minting guests) must not hold an unbounded number.
// Counted per instance: a cluster-wide count would cost a shared table for a bound that per-instance numbers
// already give (docs/operations.md).
const STREAM_LIMITS = {
  perUser: 20,
  // Guests cost nothing to create; people behind one address (a school, a family) still fit.
  guestsPerAddress: 100,
  // A session can also end by expiring, which nobody announces; also a net for a missed signal.
  sessionSweepMs: 60_000,
};

export interface OpenStream {
  userId: string;
  sessionId: string;
  /** Set for a guest's stream: the address it came from. */
  guestAddress: string | null;
  /** Sends the reason frame and ends the stream; called once, after the stream left the registry. */
  close: (reason: LiveCloseReason) => void;
}

/** Which of these session ids still name a live (present, unexpired) session. */
export type SessionsAlive = (sessionIds: string[]) => Promise<Set<string>>;

/**
 * This instance's open streams: ends those whose session ended (announced by any instance through
 * `hub.sessionsEnded`, or found expired by the sweep) and the oldest of a user's or address's streams
 * beyond the limits.
 */
export function createStreamRegistry(hub: LiveHub, sessionsAlive: SessionsAlive, limits = STREAM_LIMITS) {
  const groups = new Map<string, OpenStream[]>();
  const open = new Set<OpenStream>();
  const pendingUsers = new Set<string>();
  let sweep: NodeJS.Timeout | undefined;

  const keysOf = (stream: OpenStream) => [
    `user|${stream.userId}`,
    ...(stream.guestAddress ? [`guest-address|${stream.guestAddress}`] : []),
  ];
  const limitOf = (key: string) => (key.startsWith("user|") ? limits.perUser : limits.guestsPerAddress);

  function remove(stream: OpenStream): boolean {
    if (!open.delete(stream)) return false;
    for (const key of keysOf(stream)) {
      const group = groups.get(key)?.filter((other) => other !== stream) ?? [];
      if (group.length > 0) groups.set(key, group);
      else groups.delete(key);
    }
    if (open.size === 0) {
      clearInterval(sweep);
      sweep = undefined;
    }
    return true;
  }

  function end(stream: OpenStream, reason: LiveCloseReason) {
    if (remove(stream)) stream.close(reason);
  }

  async function check(streams: OpenStream[]) {
    if (streams.length === 0) return;
    try {
      const alive = await sessionsAlive([...new Set(streams.map((s) => s.sessionId))]);
      for (const stream of streams) if (!alive.has(stream.sessionId)) end(stream, "session-ended");
    } catch (error) {
      // The database is unreachable: streams stay until the next signal or sweep can tell.
      console.warn(`Live streams' sessions not checked: ${(error as Error).message}`);
    }
  }

  // One password change ends several sessions, each announced: one check per user covers them all.
  hub.onSessionsEnded((userId) => {
    if (!groups.has(`user|${userId}`) || pendingUsers.has(userId)) return;
    pendingUsers.add(userId);
    setImmediate(() => {
      pendingUsers.delete(userId);
      void check(groups.get(`user|${userId}`) ?? []);
    });
  });
  // Signals sent while the LISTEN connection was down were never heard.
  hub.onResync(() => {
    if (hub.isListening()) void check([...open]);
  });

  return {
    add(stream: OpenStream): () => void {
      open.add(stream);
      for (const key of keysOf(stream)) {
        const group = [...(groups.get(key) ?? []), stream];
        groups.set(key, group);
        const excess = group.length - limitOf(key);
        for (const oldest of group.slice(0, Math.max(0, excess))) end(oldest, "too-many-streams");
      }
      sweep ??= setInterval(() => void check([...open]), limits.sessionSweepMs).unref();
      return () => void remove(stream);
    },
  };
}
