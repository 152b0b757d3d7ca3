import { describe, expect, it } from "vitest";
import { pseudoCatalogue, pseudoText } from "./pseudo.ts";

describe("the pseudo-locale", () => {
  it("accents, brackets and lengthens a text by a third, placeholders untouched", () => {
    const text = pseudoText("Save {{name}} now");
    expect(text.startsWith("[Šávé {{name}} ñöw")).toBe(true);
    expect(text.endsWith("]")).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil("Save  now".length * 1.3));
  });

  it("keeps <Trans> tags, numbered or named, and pads a long text in short words that can wrap", () => {
    expect(pseudoText("Hunter <accent>Lodge</accent>")).toBe("[Hüñtér <accent>Lödgé</accent>~~~~]");
    expect(pseudoText("Open <1>the page</1>")).toContain("<1>thé págé</1>");
    const long = pseudoText("Drag a hunter by its handle or use its arrows to change the order of service.");
    expect(long).toMatch(/~~~~~ ~~~~~/);
    expect(Math.max(...long.split(" ").map((word) => word.replace(/[^~]/g, "").length))).toBeLessThanOrEqual(
      5,
    );
  });

  it("keeps a catalogue's shape", () => {
    expect(pseudoCatalogue({ a: "Hi", b: { c: "Go" } })).toEqual({ a: "[Hí~]", b: { c: "[Gö~]" } });
  });
});
