import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { LIVE_CHANNEL, type LiveEvent, type LiveTopic, parseLiveEvent } from "./topics.ts";

type Subscriber = (event: LiveEvent) => void;

export interface LiveHub {
  /** Tells every instance on this database that a user's document changed; call after the write commits. */
  publish: (userId: string, topic: LiveTopic) => Promise<void>;
  /** Receives the changes of one user only; returns the unsubscribe. */
  subscribe: (userId: string, onEvent: Subscriber) => () => void;
  subscriberCount: () => number;
  /**
   * Receives every user's changes: on this instance as soon as `publish` is called (before its NOTIFY),
   * and from the other instances when their NOTIFY arrives. For caches that must forget stale data.
   */
  onAnyChange: (listener: Subscriber) => () => void;
  stop: () => Promise<void>;
}

/**
 * DECISIONS §10: writes NOTIFY, each instance holds one LISTEN and fans events out to its own streams,
 * so several instances on one PostgreSQL behave as one (PGlite does the same within its one process).
 */
export async function startLiveHub(database: Database): Promise<LiveHub> {
  const byUser = new Map<string, Set<Subscriber>>();
  const anyChange = new Set<Subscriber>();
  const unlisten = await database.listen(LIVE_CHANNEL, (payload) => {
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const listener of anyChange) listener(event);
    for (const subscriber of byUser.get(event.userId) ?? []) subscriber(event);
  });
  return {
    publish: async (userId, topic) => {
      const event: LiveEvent = { userId, topic, at: Date.now() };
      for (const listener of anyChange) listener(event);
      await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (userId, onEvent) => {
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(onEvent);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    subscriberCount: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    onAnyChange: (listener) => {
      anyChange.add(listener);
      return () => anyChange.delete(listener);
    },
    stop: unlisten,
  };
}
