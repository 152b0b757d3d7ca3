import i18next from "i18next";
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";
import deAuth from "#core/i18n/locales/de/auth.json";
import deCommon from "#core/i18n/locales/de/common.json";
import deMessages from "#core/i18n/locales/de/messages.json";
import enAuth from "#core/i18n/locales/en/auth.json";
import enCommon from "#core/i18n/locales/en/common.json";
import enMessages from "#core/i18n/locales/en/messages.json";
import esAuth from "#core/i18n/locales/es/auth.json";
import esCommon from "#core/i18n/locales/es/common.json";
import esMessages from "#core/i18n/locales/es/messages.json";
import frAuth from "#core/i18n/locales/fr/auth.json";
import frCommon from "#core/i18n/locales/fr/common.json";
import frMessages from "#core/i18n/locales/fr/messages.json";
import koAuth from "#core/i18n/locales/ko/auth.json";
import koCommon from "#core/i18n/locales/ko/common.json";
import koMessages from "#core/i18n/locales/ko/messages.json";
import ptBRAuth from "#core/i18n/locales/pt-BR/auth.json";
import ptBRCommon from "#core/i18n/locales/pt-BR/common.json";
import ptBRMessages from "#core/i18n/locales/pt-BR/messages.json";

// The login screen's texts, from the catalogues the web app's login screen reads (auth, common, messages),
// so the server's form and the app's say the same words in every language.
const resources = {
  en: { auth: enAuth, common: enCommon, messages: enMessages },
  es: { auth: esAuth, common: esCommon, messages: esMessages },
  "pt-BR": { auth: ptBRAuth, common: ptBRCommon, messages: ptBRMessages },
  de: { auth: deAuth, common: deCommon, messages: deMessages },
  fr: { auth: frAuth, common: frCommon, messages: frMessages },
  ko: { auth: koAuth, common: koCommon, messages: koMessages },
};

const texts = i18next.createInstance();
void texts.init({
  resources,
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: "currentOnly",
  ns: ["auth", "common", "messages"],
  defaultNS: "auth",
  initAsync: false,
  // The page's markup escapes every text itself (markup.ts).
  interpolation: { escapeValue: false },
});

const lookUp = texts.t as unknown as (key: string, options: Record<string, unknown>) => string;

/** `namespace:key` in `language` (English where a catalogue lacks it), unescaped. */
export const loginText =
  (language: Language) =>
  (key: string): string =>
    lookUp(key, { lng: language });
