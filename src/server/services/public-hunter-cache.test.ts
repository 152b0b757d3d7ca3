import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../live/topics.ts";
import { createPublicHunterCache } from "./public-hunter-cache.ts";

function fakeLive() {
  let listener: ((e: LiveEvent) => void) | undefined;
  let resync: (() => void) | undefined;
  let listening = true;
  return {
    onAnyChange: (l: (e: LiveEvent) => void) => {
      listener = l;
      return () => undefined;
    },
    onResync: (l: () => void) => {
      resync = l;
      return () => undefined;
    },
    isListening: () => listening,
    emit: (userId: string, topic: LiveEvent["topic"]) => listener?.({ userId, topic, at: 0 }),
    connection: (up: boolean) => {
      listening = up;
      resync?.();
    },
  };
}

const entry = (ownerId: string) => ({ ownerId, isPublic: true, body: "{}" });

describe("public hunter cache", () => {
  it("forgets an owner's hunters when they change, and only theirs", () => {
    const live = fakeLive();
    const cache = createPublicHunterCache(live);
    cache.set("h1", entry("alice"), cache.epoch());
    cache.set("h2", entry("bob"), cache.epoch());
    live.emit("alice", "inventory");
    expect(cache.get("alice", "h1")).toBeDefined();
    live.emit("alice", "hunters");
    expect(cache.get("alice", "h1")).toBeUndefined();
    expect(cache.get("bob", "h2")).toBeDefined();
  });

  it("never stores a read that a change overtook", () => {
    const live = fakeLive();
    const cache = createPublicHunterCache(live);
    const readEpoch = cache.epoch();
    live.emit("alice", "hunters");
    cache.set("h1", entry("alice"), readEpoch);
    expect(cache.get("alice", "h1")).toBeUndefined();
  });

  it("keeps at most its maximum, dropping the oldest first", () => {
    const cache = createPublicHunterCache(fakeLive(), 2);
    for (const id of ["a", "b", "c"]) cache.set(id, entry("o"), cache.epoch());
    expect(cache.size()).toBe(2);
    expect(cache.get("o", "a")).toBeUndefined();
    expect(cache.get("o", "c")).toBeDefined();
  });

  it("forgets everything when the LISTEN connection drops, caches nothing while it is down, and starts afresh", () => {
    const live = fakeLive();
    const cache = createPublicHunterCache(live);
    cache.set("h1", entry("alice"), cache.epoch());
    const readBeforeDrop = cache.epoch();
    live.connection(false);
    expect(cache.get("alice", "h1")).toBeUndefined();
    cache.set("h2", entry("bob"), cache.epoch());
    expect(cache.size()).toBe(0);

    live.connection(true);
    cache.set("h3", entry("carol"), readBeforeDrop);
    expect(cache.get("carol", "h3")).toBeUndefined();
    cache.set("h3", entry("carol"), cache.epoch());
    expect(cache.get("carol", "h3")).toBeDefined();
  });

  it("forgets every hunter of the owner who changed, also after others were dropped or stored again", () => {
    const live = fakeLive();
    const cache = createPublicHunterCache(live, 3);
    for (const [id, owner] of [
      ["a1", "alice"],
      ["b1", "bob"],
      ["a2", "alice"],
      ["a1", "alice"],
      ["b2", "bob"],
    ] as const)
      cache.set(id, entry(owner), cache.epoch());
    // b1, the oldest, went out when b2 came in.
    expect(cache.get("bob", "b1")).toBeUndefined();
    live.emit("alice", "hunters");
    expect(cache.get("alice", "a1")).toBeUndefined();
    expect(cache.get("alice", "a2")).toBeUndefined();
    expect(cache.get("bob", "b2")).toBeDefined();
    expect(cache.size()).toBe(1);
    live.emit("bob", "hunters");
    expect(cache.size()).toBe(0);
  });
});
