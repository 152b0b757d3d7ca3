import { createHash } from "node:crypto";
import type { LiveHub } from "../live/hub.ts";
import type { LiveTopic } from "../live/topics.ts";
import type { Png } from "./render-pool.ts";

/** A drawn card as served: the PNG, its ETag, whose it is and the game data it was drawn with. */
export interface CachedCard {
  ownerId: string;
  png: Png;
  etag: string;
  gameData: object;
}

// What a card shows changes with these documents of its owner: the builds (and their visibility), the
// nickname and avatar, the achievements (docs/product.md#build-cards).
const CARD_TOPICS: ReadonlySet<LiveTopic> = new Set(["hunters", "me", "achievements"]);

export const cardEtag = (png: Png) =>
  `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;

/**
 * Drawn cards kept in memory up to `maxBytes`, least recently used out first. Like the public-hunter
 * cache (services/public-hunter-cache.ts) an owner's cards are forgotten on every change of theirs that a
 * card shows, on this instance before the write answers and on the others when the NOTIFY arrives;
 * nothing is kept while the LISTEN connection is down. A card drawn with other game data than the
 * current one is never served.
 */
export function createCardCache(
  live: Pick<LiveHub, "onAnyChange" | "onResync" | "isListening">,
  gameData: { get: () => object },
  maxBytes = 48 * 2 ** 20,
) {
  const entries = new Map<string, CachedCard>();
  const byOwner = new Map<string, Set<string>>();
  let bytes = 0;
  let epoch = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.png.length;
    const keys = byOwner.get(entry.ownerId);
    keys?.delete(key);
    if (keys?.size === 0) byOwner.delete(entry.ownerId);
  };
  const stopChanges = live.onAnyChange((event) => {
    if (!CARD_TOPICS.has(event.topic)) return;
    epoch += 1;
    for (const key of [...(byOwner.get(event.userId) ?? [])]) forget(key);
  });
  const stopResyncs = live.onResync(() => {
    epoch += 1;
    entries.clear();
    byOwner.clear();
    bytes = 0;
  });
  return {
    get(key: string): CachedCard | undefined {
      if (!live.isListening()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.gameData !== gameData.get()) {
        forget(key);
        return undefined;
      }
      // Used again: to the back of the line.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    epoch: () => epoch,
    /** Keeps a card drawn from what was read while `readEpoch` was current, unless a change came in meanwhile. */
    set(key: string, entry: CachedCard, readEpoch: number) {
      if (readEpoch !== epoch || !live.isListening() || entry.png.length > maxBytes) return;
      forget(key);
      while (bytes + entry.png.length > maxBytes) forget(entries.keys().next().value ?? "");
      entries.set(key, entry);
      bytes += entry.png.length;
      let keys = byOwner.get(entry.ownerId);
      if (!keys) {
        keys = new Set();
        byOwner.set(entry.ownerId, keys);
      }
      keys.add(key);
    },
    size: () => entries.size,
    stop: () => {
      stopChanges();
      stopResyncs();
    },
  };
}
