// The interface languages (docs/product.md#languages). English is the source every other catalogue follows.
export const LANGUAGES = ["en", "es", "pt-BR", "de", "fr", "ko"] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = "en";

// Development and tests only: English accented, a third longer and bracketed, so an untranslated text or a
// layout that cannot grow shows at a glance. Never stored in an account.
export const PSEUDO_LANGUAGE = "en-XA";
export type InterfaceLanguage = Language | typeof PSEUDO_LANGUAGE;

// Each language named in itself, so a player who cannot read the current one still finds theirs.
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  de: "Deutsch",
  fr: "Français",
  ko: "한국어",
};

// Game names (items, stats, classes, sets, skills, events) follow the interface or stay English.
export const GAME_TERMS = ["interface", "english"] as const;
export type GameTerms = (typeof GAME_TERMS)[number];

/**
 * The device's choice of language as a cookie, beside the app's own copy in localStorage, so the pages the
 * server draws before the app runs (the sign-in form, the first screen's catalogue) speak it too.
 */
export const LANGUAGE_COOKIE = "hl_language";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language among the player's preferred ones (navigator.languages, or an
 * Accept-Language header's tags in order): an exact tag first, then the same base language
 * ("pt-PT" finds "pt-BR", "de-AT" finds "de"); English when none matches.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.trim().toLowerCase();
    const exact = LANGUAGES.find((language) => language.toLowerCase() === lower);
    if (exact) return exact;
    const base = lower.split("-")[0];
    const sameBase = LANGUAGES.find((language) => language.toLowerCase().split("-")[0] === base);
    if (sameBase) return sameBase;
  }
  return SOURCE_LANGUAGE;
}

/** The tags of an Accept-Language header, most wanted first ("de-CH, fr;q=0.8, *;q=0.1"). */
export function acceptLanguageTags(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
