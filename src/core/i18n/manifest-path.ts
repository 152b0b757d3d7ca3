import { isLanguage, SOURCE_LANGUAGE } from "./languages.ts";

// The installable app's manifest in each interface language (docs/decisions.md, "Translations"): English is
// the plain /manifest.webmanifest that index.html names, every other language a file of its own beside it.
// The page points its <link rel="manifest"> at the interface language's (src/web/lib/i18n/i18n.ts).
export const manifestPath = (language: string): string =>
  isLanguage(language) && language !== SOURCE_LANGUAGE
    ? `/manifest.${language}.webmanifest`
    : "/manifest.webmanifest";
