import { describe, expect, it } from "vitest";
import { recentChanges } from "./recent-changes.ts";

describe("recentChanges", () => {
  it("keeps one user's changes within the window, the latest of each topic", () => {
    let now = 1_000;
    const recent = recentChanges(100, () => now);
    recent.add({ userId: "a", topic: "hunters", at: 1 });
    recent.add({ userId: "b", topic: "presets", at: 2 });
    now = 1_050;
    recent.add({ userId: "a", topic: "hunters", at: 3 });
    recent.add({ userId: "a", topic: "inventory", at: 4 });
    expect(recent.of("a")).toEqual([
      { userId: "a", topic: "hunters", at: 3 },
      { userId: "a", topic: "inventory", at: 4 },
    ]);
    expect(recent.of("c")).toEqual([]);
  });

  it("forgets changes heard longer ago than the window", () => {
    let now = 1_000;
    const recent = recentChanges(100, () => now);
    recent.add({ userId: "a", topic: "hunters", at: 1 });
    now = 1_080;
    recent.add({ userId: "a", topic: "me", at: 2 });
    now = 1_101;
    expect(recent.of("a")).toEqual([{ userId: "a", topic: "me", at: 2 }]);
    now = 1_181;
    expect(recent.of("a")).toEqual([]);
  });
});
