import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, up to the limit and one past it", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan("[".repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan("[{}, [], {}]".repeat(1_000), 2)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(JSON.stringify({ text: "[[[{{{".repeat(20) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '\\"[[[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(`{"a\\"":[[[`, 2)).toBe(true);
  });
});
