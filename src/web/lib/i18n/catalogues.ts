import type { BackendModule, ReadCallback } from "i18next";
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";
import enCommon from "#core/i18n/locales/en/common.json";
import { pseudoCatalogue } from "#core/i18n/pseudo.ts";
import { SCREEN_TEXTS } from "#core/i18n/screen-texts.ts";

type Catalogue = Record<string, unknown>;

// One JSON file per language and namespace (src/core/i18n/locales/<lang>/<ns>.json), each its own chunk
// fetched the first time a screen of that language needs it (docs/product.md#performance-budgets); those
// the first screens read together (SCREEN_TEXTS) are one chunk per language, ./screen-texts/<lang>.ts, and
// left out here by name (Vite reads only a literal pattern; screen-texts.test.ts checks the two agree).
const files = import.meta.glob<Catalogue>(
  [
    "../../../core/i18n/locales/*/*.json",
    "!../../../core/i18n/locales/*/{cards,components,explore,hunter,roster}.json",
  ],
  { import: "default" },
);
const screenTexts = import.meta.glob<Record<string, Catalogue>>("./screen-texts/*.ts");

const inScreenTexts = (namespace: string) => (SCREEN_TEXTS as readonly string[]).includes(namespace);

async function load(language: string, namespace: string): Promise<Catalogue | undefined> {
  if (inScreenTexts(namespace)) return (await screenTexts[`./screen-texts/${language}.ts`]?.())?.[namespace];
  return files[`../../../core/i18n/locales/${language}/${namespace}.json`]?.();
}

export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (language === PSEUDO_LANGUAGE) {
    // Static: the pseudo-locale's marks are in the entry already (dates use them, #core/i18n/format.ts), and a
    // dynamic import of the entry's own module while the entry awaits startI18n would wait on itself.
    const english = await loadCatalogue(SOURCE_LANGUAGE, namespace);
    return pseudoCatalogue(english as Parameters<typeof pseudoCatalogue>[0]);
  }
  // English common ships in the entry chunk (i18n.ts), so its lazy chunk only re-exports the entry: importing
  // it while the entry still awaits startI18n (the pseudo-locale's first load) would wait on itself forever.
  if (language === SOURCE_LANGUAGE && namespace === "common") return enCommon;
  const catalogue = await load(language, namespace);
  if (!catalogue) throw new Error(`No catalogue ${language}/${namespace}`);
  return catalogue;
}

/** i18next's backend: its read() hands each language and namespace it needs to loadCatalogue. */
export const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
