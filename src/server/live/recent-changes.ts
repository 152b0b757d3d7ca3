import type { LiveEvent } from "./topics.ts";

/**
 * The changes this instance heard lately, so a stream opened just after one can still pass it on
 * (docs/decisions.md#2026-11-24-no-change-missed-before-a-pages-live-stream-opens): a page may have read its
 * data before the change committed and asked for its stream after.
 */
export function recentChanges(withinMs: number, now: () => number = Date.now) {
  // In the order heard, so the oldest are dropped from the front.
  const heard: { event: LiveEvent; heardAt: number }[] = [];
  const forgetOld = () => {
    const cutoff = now() - withinMs;
    let old = 0;
    while (old < heard.length && (heard[old]?.heardAt ?? 0) < cutoff) old += 1;
    heard.splice(0, old);
  };
  return {
    add: (event: LiveEvent) => {
      forgetOld();
      heard.push({ event, heardAt: now() });
    },
    /** One user's changes heard within `withinMs`, the latest of each topic. */
    of: (userId: string): LiveEvent[] => {
      forgetOld();
      const byTopic = new Map<string, LiveEvent>();
      for (const { event } of heard) if (event.userId === userId) byTopic.set(event.topic, event);
      return [...byTopic.values()];
    },
  };
}
