import { LRUCache } from "lru-cache";

type Limit<V> = { max: number } | { maxSize: number; sizeOf: (value: V) => number };

/**
 * Entries kept least recently used out first (lru-cache), with each owner's keys indexed: every instance
 * hears every player's changes, and a change must reach that player's entries without walking the whole
 * cache (docs/decisions.md#2026-11-23-public-hunter-cache-forgets-by-owner-index). The shared builds' cache
 * and the drawn cards' cache both keep their entries here.
 */
export function createOwnerIndexedCache<V extends object>(
  options: Limit<V> & { ownerOf: (value: V) => string },
) {
  const byOwner = new Map<string, Set<string>>();
  const unindex = (value: V, key: string) => {
    const owner = options.ownerOf(value);
    const keys = byOwner.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) byOwner.delete(owner);
  };
  const entries = new LRUCache<string, V>({
    ...("max" in options
      ? { max: options.max }
      : { maxSize: options.maxSize, sizeCalculation: (value: V) => Math.max(1, options.sizeOf(value)) }),
    // Called for every way out (evicted, replaced, deleted, cleared), so the index never names a key
    // the cache no longer holds.
    dispose: unindex,
  });
  return {
    /** The entry, counted as used. */
    get: (key: string) => entries.get(key),
    /** The entry, without counting as used. */
    peek: (key: string) => entries.peek(key),
    set(key: string, value: V) {
      entries.set(key, value);
      // lru-cache keeps nothing larger than the whole cache: such an entry is not indexed either.
      if (!entries.has(key)) return;
      const owner = options.ownerOf(value);
      let keys = byOwner.get(owner);
      if (!keys) {
        keys = new Set();
        byOwner.set(owner, keys);
      }
      keys.add(key);
    },
    delete: (key: string) => entries.delete(key),
    /** The keys of one owner's entries. */
    keysOf: (owner: string): readonly string[] => [...(byOwner.get(owner) ?? [])],
    forgetOwner(owner: string) {
      for (const key of byOwner.get(owner) ?? []) entries.delete(key);
    },
    clear() {
      entries.clear();
      byOwner.clear();
    },
    size: () => entries.size,
    owners: () => byOwner.size,
  };
}
