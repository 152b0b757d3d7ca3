import { describe, expect, it } from "vitest";
import { describeSet } from "./sets-block.tsx";

describe("describeSet", () => {
  it("puts the chosen level's value in place of X%", () => {
    expect(describeSet("Increases Damage to Monsters by X%", "5,10,15", 2)).toBe(
      "Increases Damage to Monsters by 10%",
    );
    expect(describeSet("Increases ATK by X%", "3, 6, 9", 9)).toBe("Increases ATK by 9%");
  });
});
