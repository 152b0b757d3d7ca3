import { createHash } from "node:crypto";
import type { LiveHub } from "../live/hub.ts";
import type { LiveTopic } from "../live/topics.ts";
import { createOwnerIndexedCache } from "../services/owner-indexed-cache.ts";
import type { Png } from "./render-pool.ts";

/** A drawn card as served: the PNG, its ETag, whose it is and the game data it was drawn with. */
export interface CachedCard {
  ownerId: string;
  png: Png;
  etag: string;
  gameData: object;
  /** The fingerprint of what it shows, as link previews put it in the card's address. */
  version: string;
  /** The public builds the card shows: a stale card is served only while each of them still is. */
  shows: readonly string[];
}

type Kept = { card: CachedCard; stale: boolean };

// What a card shows changes with these documents of its owner: the builds (and their visibility), the
// nickname and avatar, the achievements (docs/product.md#build-cards).
const CARD_TOPICS: ReadonlySet<LiveTopic> = new Set(["hunters", "me", "achievements"]);

// Owners whose last change is remembered; past it the memory starts again and every card drawn before
// counts as changed, which costs a draw but never keeps a card read before a change.
const REMEMBERED_OWNERS = 10_000;

export const cardEtag = (png: Png) =>
  `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;

/**
 * Drawn cards kept in memory up to `maxBytes`, least recently used out first. Like the public-hunter
 * cache (services/public-hunter-cache.ts) an owner's cards turn stale on every change of theirs that a
 * card shows, on this instance before the write answers and on the others when the NOTIFY arrives: a
 * stale card is only ever served while its new one draws (services/cards.ts). Nothing is kept while the
 * LISTEN connection is down, and a card drawn with other game data than the current one is never served.
 */
export function createCardCache(
  live: Pick<LiveHub, "onAnyChange" | "onResync" | "isListening">,
  gameData: { get: () => object },
  maxBytes = 48 * 2 ** 20,
) {
  const entries = createOwnerIndexedCache<Kept>({
    maxSize: maxBytes,
    sizeOf: (kept) => kept.card.png.length,
    ownerOf: (kept) => kept.card.ownerId,
  });
  // Changes are numbered; an owner's last one is remembered, so a card read before it is not kept.
  let changes = 0;
  let forgottenUpTo = 0;
  const lastChange = new Map<string, number>();
  const changedSince = (ownerId: string, seen: number) => (lastChange.get(ownerId) ?? forgottenUpTo) > seen;

  const stopChanges = live.onAnyChange((event) => {
    if (!CARD_TOPICS.has(event.topic)) return;
    changes += 1;
    if (lastChange.size >= REMEMBERED_OWNERS) {
      lastChange.clear();
      forgottenUpTo = changes;
    }
    lastChange.set(event.userId, changes);
    for (const key of entries.keysOf(event.userId)) {
      const kept = entries.peek(key);
      if (kept) kept.stale = true;
    }
  });
  const stopResyncs = live.onResync(() => {
    changes += 1;
    lastChange.clear();
    forgottenUpTo = changes;
    entries.clear();
  });

  /** The card kept under `key` and whether it is stale; nothing when it may not be served at all. */
  const read = (key: string): Kept | undefined => {
    if (!live.isListening()) return undefined;
    const kept = entries.get(key);
    if (kept && kept.card.gameData !== gameData.get()) {
      entries.delete(key);
      return undefined;
    }
    return kept;
  };

  return {
    /** A card drawn since its owner's last change. */
    fresh(key: string): CachedCard | undefined {
      const kept = read(key);
      return kept && !kept.stale ? kept.card : undefined;
    },
    /** A card drawn before its owner's last change, to serve while its new one draws. */
    stale(key: string): CachedCard | undefined {
      const kept = read(key);
      return kept?.stale ? kept.card : undefined;
    },
    forget: (key: string) => entries.delete(key),
    /** The change count now: what a card is read at, for `set` and `changedSince`. */
    changes: () => changes,
    changedSince,
    /** Keeps a card drawn from what was read at `readAt`, unless its owner changed something meanwhile. */
    set(key: string, card: CachedCard, readAt: number) {
      if (changedSince(card.ownerId, readAt) || !live.isListening() || card.png.length > maxBytes) return;
      entries.set(key, { card, stale: false });
    },
    size: entries.size,
    stop: () => {
      stopChanges();
      stopResyncs();
    },
  };
}
