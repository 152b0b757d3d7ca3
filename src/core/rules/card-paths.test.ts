import { describe, expect, it } from "vitest";
import { cardFileName, hunterCardPath, profileCardPath } from "./card-paths.ts";

describe("card paths", () => {
  it("names a card's address from its ids, escaped", () => {
    expect(hunterCardPath("u 1", "h/2")).toBe("/api/cards/hunters/u%201/h%2F2.png");
    expect(profileCardPath("Aria")).toBe("/api/cards/profiles/aria.png");
  });

  it("names the download after the hunter, without what a file system refuses", () => {
    expect(cardFileName("Stormcaller Aria", "hunter")).toBe("Stormcaller Aria.png");
    expect(cardFileName('a/b\\c:d*e?"f<g>h|i\u0000', "hunter")).toBe("a b c d e f g h i.png");
    expect(cardFileName("..hidden", "hunter")).toBe("hidden.png");
    expect(cardFileName(" / ", "hunter")).toBe("hunter.png");
  });
});
