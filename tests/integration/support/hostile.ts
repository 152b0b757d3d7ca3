import fc from "fast-check";
import { expect } from "vitest";

// The fuzz vocabulary the console's hostile-input tests share: hostile strings (each test adds the ones its
// fields invite), nested hostile values over a test's own keys, every content type a client can name, and
// the check that an answer is clean. `npm run fuzz` raises FUZZ_RUNS.

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 5);

/** Random text, the classic bad characters and a long one, plus `extra` for the fields under test. */
export const hostileStringWith = (...extra: string[]) =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\uD800",
      "x\uDC00y",
      "../..",
      "",
      " ",
      "x".repeat(5_000),
      ...extra,
    ),
  );

/** Any JSON value, nested a little, whose objects use `keys` (and prototype names) or hostile strings. */
export function hostileValue(
  hostileString: fc.Arbitrary<string>,
  keys: string[],
  extra: fc.Arbitrary<unknown> = fc.oneof(fc.double(), fc.integer()),
) {
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      hostileString,
      extra,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...keys, "__proto__", "constructor"), hostileString),
        tie("value"),
        {
          maxKeys: 5,
        },
      ),
    ),
  })).value;
}

// JSON text sent under every type a client can name: only JSON is read, the rest refused cleanly.
export const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
];

/** A hostile string as one segment of a path (a lone surrogate, which cannot be encoded, as its bytes). */
export const pathSegmentOf = (hostileString: fc.Arbitrary<string>) =>
  hostileString.map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return "%ED%A0%80";
    }
  });

/** Never a 5xx and never a stack trace; the answer's text, for what else a test checks. */
export async function expectCleanAnswer(res: Response): Promise<string> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return text;
}
