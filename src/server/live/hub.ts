import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { liveNotification } from "./notify-in-write.ts";
import { recentChanges } from "./recent-changes.ts";
import {
  LIVE_CHANNEL,
  type LiveEvent,
  type LiveTopic,
  parseLiveEvent,
  parseSessionsEnded,
  type SessionsEnded,
} from "./topics.ts";

type Subscriber = (event: LiveEvent) => void;
type Resync = () => void;
type SessionsListener = (userId: string) => void;

// Far longer than a page takes from reading its data to opening its stream; a client whose stream took
// longer reads everything again instead (web/lib/live-client.ts).
export const RECENT_CHANGES_MS = 120_000;

export interface LiveHub {
  /** Tells every instance on this database that a user's document changed; call after the write commits. */
  publish: (userId: string, topic: LiveTopic) => Promise<void>;
  /**
   * Tells this instance's caches of a change whose NOTIFY went with the write itself (notify-in-write.ts);
   * call after the write commits. The other instances hear the NOTIFY.
   */
  announce: (userId: string, topic: LiveTopic) => void;
  /**
   * Receives the changes of one user only, and `onResync` when changes may have been missed (the LISTEN
   * connection came back after a drop): everything must be read again. Returns the unsubscribe.
   */
  subscribe: (userId: string, onEvent: Subscriber, onResync?: Resync) => () => void;
  /** The user's changes heard in the last RECENT_CHANGES_MS, the latest per topic: what a new stream may have missed. */
  recentChanges: (userId: string) => LiveEvent[];
  subscriberCount: () => number;
  /** Tells every instance that some of a user's sessions ended; call after the delete commits. */
  sessionsEnded: (userId: string) => Promise<void>;
  /** Hears `sessionsEnded` of every instance, this one's included. */
  onSessionsEnded: (listener: SessionsListener) => () => void;
  /**
   * Receives every user's changes: on this instance as soon as `publish` is called (before its NOTIFY),
   * and from the other instances when their NOTIFY arrives. For caches that must forget stale data.
   */
  onAnyChange: (listener: Subscriber) => () => void;
  /** Hears when the LISTEN connection is lost and when it is back: either way, anything cached may be stale. */
  onResync: (listener: Resync) => () => void;
  /** False while the LISTEN connection is down: changes of other instances are not heard, so caches must not be trusted. */
  isListening: () => boolean;
  stop: () => Promise<void>;
}

/**
 * docs/product.md#live-updates: writes NOTIFY, each instance holds one LISTEN and fans events out to its own streams,
 * so several instances on one PostgreSQL behave as one (PGlite does the same within its one process).
 */
export async function startLiveHub(database: Database): Promise<LiveHub> {
  const byUser = new Map<string, Set<Subscriber>>();
  const streamResyncs = new Set<Resync>();
  const anyChange = new Set<Subscriber>();
  const resyncs = new Set<Resync>();
  const sessionListeners = new Set<SessionsListener>();
  const recent = recentChanges(RECENT_CHANGES_MS);
  let listening = true;
  const announce = (userId: string, topic: LiveTopic) => {
    const event: LiveEvent = { userId, topic, at: Date.now() };
    for (const listener of anyChange) listener(event);
  };
  const unlisten = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const event = parseLiveEvent(payload);
      if (!event) {
        const userId = parseSessionsEnded(payload);
        if (userId) for (const listener of sessionListeners) listener(userId);
        return;
      }
      recent.add(event);
      for (const listener of anyChange) listener(event);
      for (const subscriber of byUser.get(event.userId) ?? []) subscriber(event);
    },
    (up) => {
      listening = up;
      for (const listener of resyncs) listener();
      // Streams are told once the connection is back, when refetching can see every missed change.
      if (up) for (const resync of streamResyncs) resync();
    },
  );
  return {
    publish: async (userId, topic) => {
      announce(userId, topic);
      await database.db.execute(sql`select ${liveNotification(userId, topic)}`);
    },
    announce,
    subscribe: (userId, onEvent, onResync) => {
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(onEvent);
      if (onResync) streamResyncs.add(onResync);
      return () => {
        set.delete(onEvent);
        if (onResync) streamResyncs.delete(onResync);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    recentChanges: recent.of,
    subscriberCount: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    sessionsEnded: async (userId) => {
      const signal: SessionsEnded = { userId, sessionsEnded: true };
      await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
    },
    onSessionsEnded: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    onAnyChange: (listener) => {
      anyChange.add(listener);
      return () => anyChange.delete(listener);
    },
    onResync: (listener) => {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    isListening: () => listening,
    stop: unlisten,
  };
}
