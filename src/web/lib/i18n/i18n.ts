import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { type InterfaceLanguage, LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";
import enCommon from "#core/i18n/locales/en/common.json";
import { manifestPath } from "#core/i18n/manifest-path.ts";
import { catalogueBackend } from "./catalogues.ts";
import { deviceLanguage, storeDeviceLanguage, tellServerOfStoredLanguage } from "./language-choice.ts";

export { i18next };

// Tests under Node load the English catalogues too (tests/setup/i18n.ts) and have no document. The
// installable app's manifest follows too, so the app installed from here is named in this language.
const setDocumentLanguage = (language: string) => {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = manifestPath(language);
};

// English, the source and every language's fallback: the shell's texts ship with the first page; the
// product messages (a larger catalogue) are a chunk of their own that the page preloads beside the app's
// code (src/server/first-screens.ts), so they cost no round trip of their own and no first-page budget.
void i18next
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...LANGUAGES, PSEUDO_LANGUAGE],
    // "pt-BR" is a catalogue of its own, never reduced to "pt".
    load: "currentOnly",
    ns: ["common", "messages"],
    defaultNS: "common",
    resources: { [SOURCE_LANGUAGE]: { common: enCommon } },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; to the player.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
i18next.on("languageChanged", setDocumentLanguage);

/**
 * Before the first render: the English messages (every language's fallback) and the device's language
 * (another language's shell texts and messages), fetched in parallel. Every other namespace loads with the
 * screen that uses it.
 */
export async function startI18n(): Promise<void> {
  const language = deviceLanguage();
  setDocumentLanguage(language);
  tellServerOfStoredLanguage();
  await Promise.all([
    i18next.loadNamespaces("messages"),
    language === SOURCE_LANGUAGE ? undefined : i18next.changeLanguage(language),
  ]);
}

/** Shows the interface in `language` now and keeps the choice on this device. */
export async function changeInterfaceLanguage(language: InterfaceLanguage): Promise<void> {
  storeDeviceLanguage(language);
  await i18next.changeLanguage(language);
}
