import { isLanguage, type Language, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";

/** The language of a shared build's or profile's words (`language`) and of its game names (`gameLanguage`). */
export type CardLanguage = { language: Language; gameLanguage: Language };

export const ENGLISH_CARD: CardLanguage = { language: SOURCE_LANGUAGE, gameLanguage: SOURCE_LANGUAGE };

// The card images are drawn with Inter alone (src/server/cards/fonts): no Hangul, so a Korean card would
// be empty boxes (docs/decisions.md, "Cards draw in the owner's language").
const NO_GLYPHS: ReadonlySet<Language> = new Set(["ko"]);

/**
 * What a shared link says, in its owner's words (docs/decisions.md): the account's language, English when
 * the owner chose none (a crawler has no session and its Accept-Language is nobody's), and game names in it
 * unless the owner keeps game terms English.
 */
export function ownerLanguage(accountLanguage: unknown, gameTerms: unknown): CardLanguage {
  if (!isLanguage(accountLanguage)) return ENGLISH_CARD;
  return {
    language: accountLanguage,
    gameLanguage: gameTerms === "english" ? SOURCE_LANGUAGE : accountLanguage,
  };
}

/** The language a card image is drawn in: the owner's, or English where the card's font has no glyphs. */
export const cardImageLanguage = (owner: CardLanguage): CardLanguage =>
  NO_GLYPHS.has(owner.language) ? ENGLISH_CARD : owner;
