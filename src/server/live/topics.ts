// The documents a signed-in client listens to (docs/product.md#live-updates), one topic each.
const LIVE_TOPICS = ["me", "referrals", "hunters", "inventory", "presets", "achievements"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LIVE_CHANNEL = "hl_live";

export type LiveEvent = { userId: string; topic: LiveTopic; at: number };

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof event.userId !== "string" || !LIVE_TOPICS.includes(event.topic as LiveTopic)) return null;
    return { userId: event.userId, topic: event.topic as LiveTopic, at: Number(event.at) || Date.now() };
  } catch {
    return null;
  }
}

/**
 * Sent on the same channel when some of a user's sessions ended, so every instance re-checks that user's
 * streams (live/streams.ts). It names no session: the database says which ones are still alive.
 */
export type SessionsEnded = { userId: string; sessionsEnded: true };

export function parseSessionsEnded(payload: string): string | null {
  try {
    const signal = JSON.parse(payload) as Partial<SessionsEnded>;
    return signal.sessionsEnded === true && typeof signal.userId === "string" ? signal.userId : null;
  } catch {
    return null;
  }
}
