import { afterEach, vi } from "vitest";

// A stray console.error usually means a swallowed failure: make it fail the test that caused it.
const errors: unknown[][] = [];
const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const seen = errors.splice(0).map((a) => a.map(String).join(" "));
  spy.mockClear();
  throw new Error(`console.error was called:\n${seen.join("\n")}`);
});
