import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#core/i18n/languages.ts";
import { SCREEN_TEXTS } from "#core/i18n/screen-texts.ts";
import { loadCatalogue } from "./catalogues.ts";

// The first screens' catalogues come in one file per language
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time); a screen
// still gets each of its namespaces, in every language, exactly as its own catalogue file has it.
const json = import.meta.glob<Record<string, unknown>>("../../../core/i18n/locales/*/*.json", {
  eager: true,
  import: "default",
});
const bundles = import.meta.glob<Record<string, unknown>>("./screen-texts/*.ts", { eager: true });

describe("the first screens' catalogues", () => {
  for (const language of LANGUAGES) {
    it(`${language}: one file holds each of them, as its catalogue has it`, async () => {
      expect(Object.keys(bundles[`./screen-texts/${language}.ts`] ?? {}).sort()).toEqual([...SCREEN_TEXTS]);
      for (const namespace of SCREEN_TEXTS) {
        expect(await loadCatalogue(language, namespace)).toEqual(
          json[`../../../core/i18n/locales/${language}/${namespace}.json`],
        );
      }
      // Any other catalogue is its own file still.
      expect(await loadCatalogue(language, "builder")).toEqual(
        json[`../../../core/i18n/locales/${language}/builder.json`],
      );
    });
  }

  it("the app's other catalogues leave out exactly these", () => {
    const source = readFileSync(new URL("./catalogues.ts", import.meta.url), "utf8");
    expect(source).toContain(`/*/{${SCREEN_TEXTS.join(",")}}.json"`);
  });
});
