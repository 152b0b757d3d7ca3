import { describe, expect, it } from "vitest";
import { itemChanges, summaryChanges } from "#core/rules/planner/deltas.ts";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";

describe("plan deltas", () => {
  // A hunter whose only item is a Rare ring with this ATK SPD, 5 HP and maybe a rune.
  const withRing = (atkSpd: number, rune: { runeType?: "ATK"; runeValue?: number } = {}) =>
    createHunter({
      items: {
        Ring: {
          rarity: "Rare",
          attributes: [
            { type: "ATK SPD", value: atkSpd },
            { type: "HP", value: 5 },
          ],
          ...rune,
        },
      },
    });
  const before = withRing(3);
  const after = withRing(8, { runeType: "ATK", runeValue: 2 });

  it("lists only the stat lines the swapped item changes, in summary order", () => {
    expect(itemChanges("Ring", before.items.Ring, after.items.Ring, gameData)).toEqual([
      { stat: "ATK", before: 0, after: 2 },
      { stat: "ATK SPD", before: 3, after: 8 },
    ]);
  });

  it("lists the Build Summary lines that move", () => {
    expect(summaryChanges(before, after, gameData)).toEqual([
      { stat: "ATK", before: 0, after: 2 },
      { stat: "ATK SPD", before: 3, after: 8 },
    ]);
  });
});
