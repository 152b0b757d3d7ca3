import { describe, expect, it } from "vitest";
import { describeSet } from "./set-description.ts";

describe("describeSet", () => {
  it("puts the chosen level's value in place of X%", () => {
    expect(describeSet("Increases Damage to Monsters by X%", "5,10,15", 2)).toBe(
      "Increases Damage to Monsters by 10%",
    );
  });

  it("clamps the level to 1-3 and trims the listed values", () => {
    expect(describeSet("Increases ATK by X%", "3, 6, 9", 9)).toBe("Increases ATK by 9%");
    expect(describeSet("Increases ATK by X%", "3, 6, 9", 0)).toBe("Increases ATK by 3%");
  });
});
