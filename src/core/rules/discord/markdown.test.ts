import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeDiscordText } from "./markdown.ts";

// What Discord's client reads as markup or a mention, outside an escape.
const unescapedMarkup = (text: string) => /(^|[^\\])[*_~`|>]/.test(text);
const mentions = (text: string) => /@(everyone|here|&?\d)/.test(text);

describe("escapeDiscordText", () => {
  it("escapes markup and breaks mentions in a hostile hunter name", () => {
    const out = escapeDiscordText(
      "@everyone **free VIP** <@&123> [click](https://evil.example) `x` ||spoiler||",
    );
    expect(out).not.toMatch(/@everyone/);
    expect(out).not.toMatch(/<@&123>/);
    expect(out).toContain("\\*\\*free VIP\\*\\*");
    expect(out).toContain("\\[click\\]\\(https");
    expect(out).not.toContain("https://");
    expect(out).toContain("\\|\\|spoiler\\|\\|");
  });

  it("keeps ordinary names readable", () => {
    expect(escapeDiscordText("Stormcaller Aria")).toBe("Stormcaller Aria");
    expect(escapeDiscordText("폭풍 사냥꾼")).toBe("폭풍 사냥꾼");
  });

  it("never lets markup or a mention through, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 80 }), (text) => {
        const out = escapeDiscordText(text);
        expect(unescapedMarkup(out)).toBe(false);
        expect(mentions(out)).toBe(false);
        expect(out).not.toMatch(/[\r\n]/);
      }),
      { numRuns: 500 },
    );
  });

  it("cuts a long text to its limit before escaping", () => {
    expect(escapeDiscordText("a".repeat(1000), 10)).toBe("a".repeat(10));
  });
});
