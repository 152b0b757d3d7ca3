import { describe, expect, it } from "vitest";
import { LANGUAGES, SOURCE_LANGUAGE } from "./languages.ts";

// docs/product.md#languages: every language complete. Each language's catalogue of each namespace has
// exactly the keys of English (plural keys in the forms that language's grammar has), and each text the
// placeholders of its English one, so no player ever sees an English fallback or a raw {{name}}.

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>("./locales/*/*.json", { eager: true, import: "default" });

const catalogues = new Map<string, Catalogue>();
for (const [path, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  catalogues.set(`${language}/${namespace}`, catalogue);
}
const namespaces = [...catalogues.keys()]
  .filter((key) => key.startsWith(`${SOURCE_LANGUAGE}/`))
  .map((key) => key.slice(SOURCE_LANGUAGE.length + 1));

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") flat.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

// English keys with their plural forms folded: "waiting_one"/"waiting_other" -> "waiting" (plural).
function expectedKeys(english: Map<string, string>, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL_SUFFIX.test(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return [...keys].sort();
}

// {{name}}, {{name, format}}, $t(nested) and <0></0> or <link></link> markers; {{count}} may be left out of a plural form.
const placeholders = (text: string, optional: string[] = []) =>
  [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|\$t\(([^)]+)\)|<(\/?\w+)>/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? "")
    .filter((name) => !optional.includes(name))
    .sort();

describe("catalogues", () => {
  it("has an English source with at least the shell's namespace", () => {
    expect(namespaces).toContain("common");
  });

  for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
    describe(language, () => {
      for (const namespace of namespaces) {
        const english = flatten(catalogues.get(`${SOURCE_LANGUAGE}/${namespace}`) ?? {});
        const translated = catalogues.get(`${language}/${namespace}`);

        it(`${namespace}: every key of English, no other, none empty`, () => {
          expect(translated, `src/core/i18n/locales/${language}/${namespace}.json is missing`).toBeDefined();
          const flat = flatten(translated ?? {});
          expect([...flat.keys()].sort()).toEqual(expectedKeys(english, language));
          expect([...flat].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
        });

        it(`${namespace}: the placeholders of English in every text`, () => {
          const flat = flatten(translated ?? {});
          const mismatches = [...flat].flatMap(([key, text]) => {
            const plural = PLURAL_SUFFIX.test(key);
            const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, "_other")) ?? "";
            const optional = plural ? ["count"] : [];
            return placeholders(text, optional).join() === placeholders(source, optional).join()
              ? []
              : [`${key}: "${text}" vs English "${source}"`];
          });
          expect(mismatches).toEqual([]);
        });
      }
    });
  }
});
