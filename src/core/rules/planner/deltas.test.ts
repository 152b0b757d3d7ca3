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
    expect(itemChanges("Ring", before.items.Ring, after, gameData)).toEqual([
      { stat: "ATK", before: 0, after: 2 },
      { stat: "ATK SPD", before: 3, after: 8 },
    ]);
  });

  it("counts a rune only by what it adds over the build's best rune of its type", () => {
    // The necklace already brings a 5% ATK SPD rune: the ring's 6% rune counts +1, not 6.
    const runed = (ring: { runeType?: string; runeValue?: number }) =>
      createHunter({
        items: {
          Necklace: {
            rarity: "Rare",
            attributes: [{ type: "HP", value: 1 }],
            runeType: "ATK SPD",
            runeValue: 5,
          },
          Ring: { rarity: "Rare", attributes: [{ type: "ATK SPD", value: 3 }], ...ring },
        },
      });
    const plain = runed({});
    const planned = runed({ runeType: "ATK SPD", runeValue: 6 });
    expect(itemChanges("Ring", plain.items.Ring, planned, gameData)).toEqual([
      { stat: "ATK SPD", before: 3, after: 4 },
    ]);
  });

  it("lists the Build Summary lines that move", () => {
    expect(summaryChanges(before, after, gameData)).toEqual([
      { stat: "ATK", before: 0, after: 2 },
      { stat: "ATK SPD", before: 3, after: 8 },
    ]);
  });
});
