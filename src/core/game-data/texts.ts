import { type Language, PSEUDO_LANGUAGE } from "../i18n/languages.ts";
import { pseudoText } from "../i18n/pseudo.ts";
import type { GameData } from "./schema.ts";

// The fields whose text a player reads: names and descriptions, never ids, colours, images or numbers.
const TEXT_FIELDS = new Set(["name", "itemName", "title", "shortTitle", "description", "label", "effect"]);
// Lists of names (stats, rarities, skills) rather than of objects.
const NAME_LISTS = new Set(["runeTypes", "attributes", "hunterRarity", "secondSkills", "thirdSkills"]);
const NOT_TEXT = new Set(["avatars", "VIPavatars", "avatarColors", "translations"]);

/** Every English text of the game data a translation may name (docs/product.md#languages). */
export function gameTexts(data: GameData): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (NOT_TEXT.has(key)) return;
    if (typeof value === "string") {
      if ((TEXT_FIELDS.has(key) || NAME_LISTS.has(key)) && value.trim() !== "") texts.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(data, "");
  return texts;
}

/**
 * A game text in `language`: its translation from the game data, or the English text when the language
 * has none or the player keeps game terms in English (pass "en").
 */
export function gameText(data: Pick<GameData, "translations">, language: string, english: string): string {
  if (language === "en") return english;
  if (language === PSEUDO_LANGUAGE) return pseudoText(english);
  return data.translations?.[language as Exclude<Language, "en">]?.[english] ?? english;
}
