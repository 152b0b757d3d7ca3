import { describe, expect, it } from "vitest";
import { createOwnerIndexedCache } from "./owner-indexed-cache.ts";

type Entry = { owner: string; bytes: number };
const byCount = (max: number) => createOwnerIndexedCache<Entry>({ max, ownerOf: (e) => e.owner });

describe("the owner-indexed cache", () => {
  it("forgets one owner's entries and keeps the others'", () => {
    const cache = byCount(10);
    cache.set("a/1", { owner: "a", bytes: 1 });
    cache.set("a/2", { owner: "a", bytes: 1 });
    cache.set("b/1", { owner: "b", bytes: 1 });
    cache.forgetOwner("a");
    expect(cache.get("a/1")).toBeUndefined();
    expect(cache.get("a/2")).toBeUndefined();
    expect(cache.get("b/1")).toEqual({ owner: "b", bytes: 1 });
    expect(cache.keysOf("a")).toEqual([]);
    expect(cache.owners()).toBe(1);
  });

  it("drops the least recently used entry when full, and its key from the owner's index", () => {
    const cache = byCount(2);
    cache.set("a/1", { owner: "a", bytes: 1 });
    cache.set("b/1", { owner: "b", bytes: 1 });
    cache.get("a/1");
    cache.set("c/1", { owner: "c", bytes: 1 });
    expect(cache.get("b/1")).toBeUndefined();
    expect(cache.keysOf("b")).toEqual([]);
    expect(cache.keysOf("a")).toEqual(["a/1"]);
    expect(cache.size()).toBe(2);
  });

  it("moves a replaced entry to its new owner's index", () => {
    const cache = byCount(5);
    cache.set("k", { owner: "a", bytes: 1 });
    cache.set("k", { owner: "b", bytes: 1 });
    expect(cache.keysOf("a")).toEqual([]);
    expect(cache.keysOf("b")).toEqual(["k"]);
  });

  it("keeps within its size in bytes, and indexes nothing it would not keep", () => {
    const cache = createOwnerIndexedCache<Entry>({
      maxSize: 10,
      sizeOf: (e) => e.bytes,
      ownerOf: (e) => e.owner,
    });
    cache.set("a/1", { owner: "a", bytes: 6 });
    cache.set("a/2", { owner: "a", bytes: 6 });
    expect(cache.get("a/1")).toBeUndefined();
    expect(cache.keysOf("a")).toEqual(["a/2"]);
    cache.set("a/3", { owner: "a", bytes: 11 });
    expect(cache.get("a/3")).toBeUndefined();
    expect(cache.keysOf("a")).toEqual(["a/2"]);
  });

  it("empties the index with the cache", () => {
    const cache = byCount(5);
    cache.set("a/1", { owner: "a", bytes: 1 });
    cache.clear();
    expect(cache.owners()).toBe(0);
    expect(cache.size()).toBe(0);
  });
});
