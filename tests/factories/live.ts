import type { LiveHub } from "../../src/server/live/hub.ts";

/** For contexts whose test does not look at live updates: accepts and drops every change. */
export const silentLive = (): { live: LiveHub; notify: () => Promise<void>; announce: () => void } => ({
  live: {
    publish: async () => undefined,
    announce: () => undefined,
    subscribe: () => () => undefined,
    recentChanges: () => [],
    subscriberCount: () => 0,
    sessionsEnded: async () => undefined,
    onSessionsEnded: () => () => undefined,
    onAnyChange: () => () => undefined,
    onResync: () => () => undefined,
    isListening: () => true,
    stop: async () => undefined,
  },
  notify: async () => undefined,
  announce: () => undefined,
});
