import type { LiveHub } from "../live/hub.ts";
import { publicHunterCacheLookups } from "../observability/shared-metrics.ts";
import { createOwnerIndexedCache } from "./owner-indexed-cache.ts";

/** A public hunter as served to readers: the JSON body once serialized, and what decides who may see it. */
interface CachedPublicHunter {
  ownerId: string;
  isPublic: boolean;
  body: string;
}

/**
 * Shared build links are read far more often than builds change (docs/product.md#performance-budgets budgets
 * the read). Entries are dropped on every change of their owner's hunters: on this instance before the write
 * answers, on other instances when the NOTIFY arrives (milliseconds later). Changes made while this
 * instance's LISTEN connection is down are never heard, so then nothing is cached, and everything cached
 * before is forgotten when the connection drops and again when it is back.
 */
export function createPublicHunterCache(
  live: Pick<LiveHub, "onAnyChange" | "onResync" | "isListening">,
  maxEntries = 5000,
) {
  const entries = createOwnerIndexedCache<CachedPublicHunter>({
    max: maxEntries,
    ownerOf: (entry) => entry.ownerId,
  });
  // Bumped by every change: a read that started before a change must not store what it read after it.
  let epoch = 0;
  const key = (ownerId: string, hunterId: string) => `${ownerId}/${hunterId}`;
  const stopChanges = live.onAnyChange((event) => {
    if (event.topic !== "hunters") return;
    epoch += 1;
    entries.forgetOwner(event.userId);
  });
  const stopResyncs = live.onResync(() => {
    epoch += 1;
    entries.clear();
  });
  return {
    get: (ownerId: string, hunterId: string) => {
      const entry = live.isListening() ? entries.get(key(ownerId, hunterId)) : undefined;
      publicHunterCacheLookups.inc({ result: entry ? "hit" : "miss" });
      return entry;
    },
    epoch: () => epoch,
    /** Stores an entry read while `readEpoch` was current, unless a change came in meanwhile. */
    set: (hunterId: string, entry: CachedPublicHunter, readEpoch: number) => {
      if (readEpoch !== epoch || !live.isListening()) return;
      entries.set(key(entry.ownerId, hunterId), entry);
    },
    size: entries.size,
    stop: () => {
      stopChanges();
      stopResyncs();
    },
  };
}
