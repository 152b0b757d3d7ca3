import { LANGUAGES, type Language } from "./languages.ts";
import de from "./locales/de/pwa.json" with { type: "json" };
import en from "./locales/en/pwa.json" with { type: "json" };
import es from "./locales/es/pwa.json" with { type: "json" };
import fr from "./locales/fr/pwa.json" with { type: "json" };
import ko from "./locales/ko/pwa.json" with { type: "json" };
import ptBR from "./locales/pt-BR/pwa.json" with { type: "json" };
import { manifestPath } from "./manifest-path.ts";

// The installable app (docs/decisions.md#2026-11-24-installable-app-and-service-worker): the dark theme's
// colours, the crest's icons (scripts/make-icons.ts) and shortcuts to the three screens a player opens most
// from a phone's home screen; its texts in each interface language (docs/product.md#languages), read at build
// time only (vite.pwa.ts), so no page ever loads them.
const DARK_BACKGROUND = "#0b0f19";

const TEXTS: Record<Language, typeof en> = { en, es, "pt-BR": ptBR, de, fr, ko };
const ICON = { src: "/pwa-192.png", sizes: "192x192", type: "image/png" };

export function webAppManifest(language: Language) {
  const texts = TEXTS[language];
  return {
    id: "/",
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: "ltr" as const,
    start_url: "/",
    scope: "/",
    display: "standalone" as const,
    theme_color: DARK_BACKGROUND,
    background_color: DARK_BACKGROUND,
    icons: [
      { src: "/pwa-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/pwa-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: texts.shortcuts.roster, url: "/", icons: [ICON] },
      { name: texts.shortcuts.inventory, url: "/inventory", icons: [ICON] },
      { name: texts.shortcuts.calendar, url: "/calendar", icons: [ICON] },
    ],
  };
}

/** Every language's manifest other than English's (which the PWA plugin writes): file name and JSON. */
export const languageManifests = () =>
  LANGUAGES.map((language) => ({
    fileName: manifestPath(language).slice(1),
    source: JSON.stringify(webAppManifest(language)),
  })).filter(({ fileName }) => fileName !== "manifest.webmanifest");
