import i18next from "i18next";
import { initReactI18next } from "react-i18next";

// Component tests read the screen in English, as a player with an English browser does: every English
// catalogue is handed to i18next up front, so t() answers at the first render (no loading).
const files = import.meta.glob<Record<string, unknown>>("../../src/core/i18n/locales/en/*.json", {
  eager: true,
  import: "default",
});
const english = Object.fromEntries(
  Object.entries(files).map(([path, catalogue]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, catalogue]),
);

if (!i18next.isInitialized) {
  await i18next.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: english },
    ns: Object.keys(english),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
