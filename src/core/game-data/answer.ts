import { isLanguage, type Language } from "../i18n/languages.ts";
import type { GameData } from "./schema.ts";

// What /api/game-data sends
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time): the game
// data with the game-terms translations of one language only. Every language's translations were most of the
// answer, and a player reads the names in one language; the English texts are the data itself. The app asks
// in the language its game terms are shown in, and the first screens' page preloads exactly that address
// (src/server/first-screens.ts).
export type TranslatedLanguage = Exclude<Language, "en">;

/** The language whose translations an answer carries; none for English or a language the app does not know. */
export function translatedLanguage(language: string | undefined): TranslatedLanguage | undefined {
  return isLanguage(language) && language !== "en" ? language : undefined;
}

/** The query the app sends for game names in `language` (empty for English). */
export function gameDataQuery(language: string | undefined): { lang?: TranslatedLanguage } {
  const lang = translatedLanguage(language);
  return lang ? { lang } : {};
}

/** The address of that answer, as the app's API client writes it. */
export function gameDataPath(language: string | undefined): string {
  const lang = translatedLanguage(language);
  return lang ? `/api/game-data?${new URLSearchParams({ lang })}` : "/api/game-data";
}

/** The game data as sent for `language`: every other language's translations left out. */
export function gameDataAnswer(data: GameData, language: string | undefined): GameData {
  const { translations, ...rest } = data;
  const lang = translatedLanguage(language);
  const own = lang ? translations?.[lang] : undefined;
  return own ? { ...rest, translations: { [lang as TranslatedLanguage]: own } } : rest;
}
