import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import english from "./locales/en/messages.json";

// The `messages` namespace is src/core/messages.ts as a catalogue: the same keys, and the same English
// word for word (messages.test.ts pins the spec's texts in messages.ts; this pins them here). A function's
// parameters are its {{placeholders}}; the few that choose a plural or a wording by a number or a flag
// are plural keys (count) or contexts (_public/_private; importItemLabel_named when it names the item).

// Messages whose English picks a form by a number: that number is i18next's `count`.
const PLURAL_BY: Record<string, string> = {
  feedbackLocked: "days",
  goalReachable: "swaps",
  waitingCount: "n",
  signOutPendingWarning: "n",
  consumeItemsMessage: "n",
};

const catalogue = english as Record<string, string>;

const parameterNames = (fn: (...args: never[]) => string) =>
  (/^\(?([^)=]*)\)?\s*=>/.exec(fn.toString())?.[1] ?? "")
    .split(",")
    .map((p) => p.trim().split(/[:=\s]/)[0] ?? "")
    .filter(Boolean);

const interpolate = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

function englishOf(key: string, values: Record<string, unknown>, count?: number, context?: string): string {
  const suffix =
    context !== undefined
      ? `_${context}`
      : count !== undefined
        ? `_${new Intl.PluralRules("en").select(count)}`
        : "";
  const text = catalogue[key + suffix];
  if (text === undefined) throw new Error(`en/messages.json has no ${key + suffix}`);
  return interpolate(text, { ...values, ...(count === undefined ? {} : { count }) });
}

describe("the messages catalogue is src/core/messages.ts", () => {
  it("has every message and no other", () => {
    const folded = Object.keys(catalogue).map((key) => key.replace(/_(one|other|public|private|named)$/, ""));
    expect([...new Set(folded)].sort()).toEqual(Object.keys(messages).sort());
  });

  for (const [key, message] of Object.entries(messages)) {
    it(`${key} reads the same`, () => {
      if (typeof message === "string") return expect(catalogue[key]).toBe(message);
      const fn = message as (...args: unknown[]) => string;
      const names = parameterNames(fn);
      for (const sample of [1, 3]) {
        // The same value on both sides; only numbers, a flag and a list make the English choose a form.
        const args = names.map((name) =>
          name === "isPublic" ? sample === 1 : name === "parts" ? ["a", "b"] : sample,
        );
        const values = Object.fromEntries(
          names.map((name, i) => [name, Array.isArray(args[i]) ? (args[i] as string[]).join("; ") : args[i]]),
        );
        const pluralBy = PLURAL_BY[key];
        const count = pluralBy === undefined ? undefined : (values[pluralBy] as number);
        const context =
          key === "outboxVisibility"
            ? values.isPublic
              ? "public"
              : "private"
            : key === "importItemLabel" && values.what !== ""
              ? "named"
              : undefined;
        expect(englishOf(key, values, count, context)).toBe(fn(...args));
      }
    });
  }
});
