import { describe, expect, it } from "vitest";
import { keyed, newIdempotencyKey } from "./idempotency-key.ts";

describe("newIdempotencyKey", () => {
  it("makes a version 4 UUID, a new one each time", () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyed(keys[0] as string)).toEqual({ headers: { "Idempotency-Key": keys[0] } });
  });
});
