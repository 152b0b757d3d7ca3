import { describe, expect, it } from "vitest";
import { progressPace } from "./progress-pace.ts";

describe("the pace of the engine's progress reports", () => {
  it("lets through a new phase at once, then a changed percent only after the gap, and done always", () => {
    const pass = progressPace(250);
    expect(pass("1 download", 0, 0)).toBe(true);
    expect(pass("1 download", 0, 10)).toBe(false);
    expect(pass("1 download", 5, 100)).toBe(false);
    expect(pass("1 download", 6, 250)).toBe(true);
    expect(pass("1 read", 0, 260)).toBe(true);
    expect(pass("1 read", 40, 300)).toBe(false);
    expect(pass("1 read", 100, 310)).toBe(true);
    expect(pass("1 read", 100, 900)).toBe(false);
    expect(pass("2 read", 0, 901)).toBe(true);
  });

  it("never lets the same line through twice in a row", () => {
    const pass = progressPace(0);
    expect(pass("1 read", 3, 0)).toBe(true);
    expect(pass("1 read", 3, 1000)).toBe(false);
    expect(pass("1 read", 4, 1000)).toBe(true);
  });
});
