import { describe, expect, it } from "vitest";
import data from "../../../data/game-data.json" with { type: "json" };
import { GameDataError, parseGameData } from "./parse.ts";

describe("parseGameData", () => {
  it("accepts the shipped game data", () => {
    const parsed = parseGameData(data);
    expect(parsed.attributes[0]).toBe("HP");
  });
});
