import type { Language } from "#core/i18n/languages.ts";
import { serverT } from "#server/i18n/texts.ts";

/**
 * `namespace:key` in `language` (English where a catalogue lacks it), unescaped: the page's markup escapes every
 * text itself (markup.ts). The catalogues are the ones the app's login screen reads, so both say the same words.
 */
export const loginText = (language: Language) => serverT(language, "auth");
