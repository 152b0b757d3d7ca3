import { describe, expect, it } from "vitest";
import { testGameData } from "../../../tests/factories/game-data.ts";
import { gameDataAnswer, gameDataPath, gameDataQuery } from "./answer.ts";

const data = { ...testGameData, translations: { de: { Warrior: "Krieger" }, ko: { Warrior: "전사" } } };

describe("the game data's answer per language", () => {
  it("carries the game names of one language only, none for English or an unknown one", () => {
    expect(gameDataAnswer(data, "de").translations).toEqual({ de: { Warrior: "Krieger" } });
    expect(gameDataAnswer(data, "en")).not.toHaveProperty("translations");
    expect(gameDataAnswer(data, "en-XA")).not.toHaveProperty("translations");
    // A language the game data has no names in yet.
    expect(gameDataAnswer(data, "fr")).not.toHaveProperty("translations");
    expect(gameDataAnswer(data, "de").classes).toEqual(data.classes);
  });

  it("names the language in the address for a translated language only", () => {
    expect(gameDataPath("pt-BR")).toBe("/api/game-data?lang=pt-BR");
    expect(gameDataQuery("pt-BR")).toEqual({ lang: "pt-BR" });
    expect(gameDataPath("en")).toBe("/api/game-data");
    expect(gameDataQuery("en-XA")).toEqual({});
  });
});
