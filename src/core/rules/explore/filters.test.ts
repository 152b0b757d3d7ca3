import { describe, expect, it } from "vitest";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { namesUnknownGameValue } from "./filters.ts";

describe("explore filters against the game data", () => {
  it.each([
    [{}, false],
    [{ class: "Archer", rarity: "Heroic", set: "Justice" }, false],
    [{ set: "Nothing" }, true],
    [{ rarity: "Legendaryish" }, true],
    [{ class: "Archer", set: "justice" }, true],
    [{ class: "Spellsword" }, true],
  ])("%o names an unknown value: %s", (query, unknown) => {
    expect(namesUnknownGameValue(query, testGameData)).toBe(unknown);
  });
});
