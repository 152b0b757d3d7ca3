import { describe, expect, it } from "vitest";
import { describeSet } from "#core/rules/set-description.ts";
import shipped from "../../../data/game-data.json" with { type: "json" };
import { GameDataError, parseGameData } from "./parse.ts";
import type { GameData } from "./schema.ts";
import { gameText, gameTexts } from "./texts.ts";

// docs/product.md#languages: game names and descriptions per language, optional, English when missing.
const data = parseGameData(shipped);
const withTranslations = (translations: unknown): unknown => ({ ...structuredClone(shipped), translations });

function refusal(input: unknown): string {
  try {
    parseGameData(input);
  } catch (error) {
    if (error instanceof GameDataError) return error.message;
    throw error;
  }
  throw new Error("parseGameData accepted bad data");
}

describe("game data translations", () => {
  it("shows a text in the language that has it, and in English otherwise or when asked", () => {
    const game = parseGameData(withTranslations({ de: { Warrior: "Krieger" } })) as GameData;
    expect(gameText(game, "de", "Warrior")).toBe("Krieger");
    expect(gameText(game, "de", "Mage")).toBe("Mage");
    expect(gameText(game, "fr", "Warrior")).toBe("Warrior");
    expect(gameText(game, "en", "Warrior")).toBe("Warrior");
  });

  it("collects names, stats, skills, events and descriptions, not images or colours", () => {
    const texts = gameTexts(data);
    for (const text of ["Warrior", "ATK SPD", "Legendary", "Justice", "Gallop", "Books", "Darkness"]) {
      expect(texts.has(text), text).toBe(true);
    }
    expect([...texts].some((text) => text.startsWith("/avatars/") || text.startsWith("#"))).toBe(false);
  });

  it("refuses a translation of a text the game data does not hold, or for an unknown language", () => {
    expect(refusal(withTranslations({ de: { Warior: "Krieger" } }))).toMatch(/Warior/);
    expect(refusal(withTranslations({ xx: { Warrior: "?" } }))).toMatch(/translations/);
    expect(refusal(withTranslations({ de: { Warrior: "" } }))).toMatch(/translations/);
  });

  it("refuses a set description translated without the X% its level's value replaces", () => {
    const english = data.sets[0]?.description ?? "";
    expect(refusal(withTranslations({ de: { [english]: "Erhöht den Schaden gegen Monster" } }))).toMatch(
      /X%/,
    );
    const german = gameText(data, "de", english);
    expect(describeSet(german, data.sets[0]?.value ?? "", 2)).toBe("Erhöht den Schaden gegen Monster um 10%");
  });

  it("ships translations that all name texts of the shipped data", () => {
    expect(Object.keys(data.translations ?? {}).length).toBeGreaterThan(0);
  });

  // Every name and description the game data holds is translated in every language: a text added without
  // its translations fails here, instead of showing in English to every player of that language.
  it("translates every text of the game data in every language", () => {
    const texts = [...gameTexts(data)];
    for (const language of ["es", "pt-BR", "de", "fr", "ko"] as const) {
      const names = data.translations?.[language] ?? {};
      expect(
        texts.filter((text) => !(text in names)),
        language,
      ).toEqual([]);
    }
    expect(Object.keys(data.translations ?? {}).sort()).toEqual(["de", "es", "fr", "ko", "pt-BR"]);
  });
});
