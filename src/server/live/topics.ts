// The documents a signed-in client listens to (spec §7 "Live listen"), one topic each.
export const LIVE_TOPICS = ["me", "referrals", "hunters", "inventory", "presets", "achievements"] as const;
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
