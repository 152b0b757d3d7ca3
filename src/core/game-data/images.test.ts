import { describe, expect, it } from "vitest";
import { testGameData } from "../../../tests/factories/game-data.ts";
import { gameImageNames, isGameImagePath } from "./images.ts";

describe("the images the game data names", () => {
  it("lists each served image once, sorted, and never a calendar symbol or a path out of the folders", () => {
    const data = structuredClone(testGameData);
    data.sets = data.sets.map((set, i) => (i === 0 ? { ...set, image: "/icons/../../etc/passwd" } : set));
    const names = gameImageNames(data);
    expect(names).toEqual([...new Set(names)].sort());
    expect(names).toContain("/avatars/a1.svg");
    expect(names).toContain("/icons/honor.svg");
    expect(names).not.toContain("/icons/../../etc/passwd");
    expect(names.every(isGameImagePath)).toBe(true);
    expect(names.some((name) => name.includes(data.calendar.dailyEvents[0]?.icon ?? "-"))).toBe(false);
  });

  it("takes only /avatars/ and /icons/ paths", () => {
    expect(isGameImagePath("/icons/sets/justice.svg")).toBe(true);
    expect(isGameImagePath("/avatars/vip/phoenix.svg")).toBe(true);
    for (const name of ["book", "/etc/passwd", "/icons/../x", "icons/a.svg", "/api/game-data"]) {
      expect(isGameImagePath(name)).toBe(false);
    }
  });
});
