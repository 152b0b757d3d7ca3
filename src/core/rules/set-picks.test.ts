import { describe, expect, it } from "vitest";
import { statTotals } from "#core/rules/build-summary.ts";
import { countedSets, takenSetNames } from "#core/rules/set-picks.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

describe("set picks", () => {
  it("offers no position a set another position holds", () => {
    const sets = [
      { name: "Justice", level: 1 },
      { name: "", level: 1 },
      { name: "Honor", level: 2 },
    ];
    expect([...takenSetNames(sets, 0)]).toEqual(["Honor"]);
    expect([...takenSetNames(sets, 1)]).toEqual(["Justice", "Honor"]);
  });

  it("counts a set chosen twice once, at its highest level", () => {
    const twice = createHunter({
      sets: [
        { name: "Justice", level: 1 },
        { name: "Justice", level: 3 },
        { name: "", level: 1 },
      ],
    });
    const once = createHunter({
      sets: [
        { name: "Justice", level: 3 },
        { name: "", level: 1 },
        { name: "", level: 1 },
      ],
    });
    expect(countedSets(twice.sets)).toEqual([{ name: "Justice", level: 3 }]);
    expect(statTotals(twice, gameData)).toEqual(statTotals(once, gameData));
  });
});
