import { describe, expect, it } from "vitest";
import { VERIFIED_BOARD_MIN, verifiedOnlyBoard } from "./verified-board.ts";

// docs/product.md#verified-builds-on-the-boards
describe("verified only on the leaderboards", () => {
  it("opens on verified builds from VERIFIED_BOARD_MIN of them on, unless the player chose", () => {
    expect(VERIFIED_BOARD_MIN).toBe(10);
    expect(verifiedOnlyBoard(undefined, 9)).toBe(false);
    expect(verifiedOnlyBoard(undefined, 10)).toBe(true);
    expect(verifiedOnlyBoard(false, 50)).toBe(false);
    expect(verifiedOnlyBoard(true, 0)).toBe(true);
  });
});
