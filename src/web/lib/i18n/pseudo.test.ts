import { describe, expect, it } from "vitest";
import { pseudoCatalogue, pseudoText } from "./pseudo.ts";

describe("the pseudo-locale", () => {
  it("accents, brackets and lengthens a text by a third, placeholders untouched", () => {
    const text = pseudoText("Save {{name}} now");
    expect(text.startsWith("[Šávé {{name}} ñöw")).toBe(true);
    expect(text.endsWith("]")).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil("Save  now".length * 1.3));
  });

  it("keeps a catalogue's shape", () => {
    expect(pseudoCatalogue({ a: "Hi", b: { c: "Go" } })).toEqual({ a: "[Hí~]", b: { c: "[Gö~]" } });
  });
});
