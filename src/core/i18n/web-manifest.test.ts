import { describe, expect, it } from "vitest";
import { LANGUAGES, PSEUDO_LANGUAGE } from "./languages.ts";
import { manifestPath } from "./manifest-path.ts";
import { languageManifests, webAppManifest } from "./web-manifest.ts";

// docs/decisions.md, "Translations": the installed app is named, described and its shortcuts labelled in the
// interface language the page spoke when it was installed.
describe("the installable app's manifest per language", () => {
  it("keeps English as the manifest index.html names, and gives every other language a file of its own", () => {
    expect(manifestPath("en")).toBe("/manifest.webmanifest");
    expect(manifestPath("pt-BR")).toBe("/manifest.pt-BR.webmanifest");
    expect(manifestPath(PSEUDO_LANGUAGE)).toBe("/manifest.webmanifest");
    expect(languageManifests().map((m) => m.fileName)).toEqual([
      "manifest.es.webmanifest",
      "manifest.pt-BR.webmanifest",
      "manifest.de.webmanifest",
      "manifest.fr.webmanifest",
      "manifest.ko.webmanifest",
    ]);
  });

  it("writes English as before: the app's name, its description and the three shortcuts", () => {
    const english = webAppManifest("en");
    expect(english.name).toBe("Hunter Lodge");
    expect(english.lang).toBe("en");
    expect(english.shortcuts.map((s) => `${s.name} ${s.url}`)).toEqual([
      "Roster /",
      "Inventory /inventory",
      "Calendar /calendar",
    ]);
  });

  it("names the shortcuts and describes the app in each language, keeping the app's name", () => {
    const german = JSON.parse(
      languageManifests().find((m) => m.fileName === "manifest.de.webmanifest")?.source ?? "{}",
    );
    expect(german.lang).toBe("de");
    expect(german.name).toBe("Hunter Lodge");
    expect(german.shortcuts.map((s: { name: string }) => s.name)).toEqual(["Jäger", "Inventar", "Kalender"]);
    const english = webAppManifest("en");
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      const manifest = webAppManifest(language);
      expect(manifest.description, language).not.toBe(english.description);
      expect(manifest.shortcuts.map((s) => s.url)).toEqual(["/", "/inventory", "/calendar"]);
      expect(manifest.icons).toEqual(english.icons);
    }
  });
});
