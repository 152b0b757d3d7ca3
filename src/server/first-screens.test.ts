import { describe, expect, it } from "vitest";
import { firstScreenLinks, firstScreenOf } from "./first-screens.ts";

const manifest = {
  "index.html": { file: "assets/app-1.js", imports: ["_runtime.js"] },
  "_runtime.js": { file: "assets/runtime-1.js" },
  "features/auth/login-page.tsx": { file: "assets/login-page-1.js", imports: ["_runtime.js", "_field.js"] },
  "_field.js": { file: "assets/field-1.js" },
  "features/hunters/roster-page.tsx": { file: "assets/roster-page-1.js", imports: ["_field.js"] },
  "../core/i18n/locales/en/auth.json": { file: "assets/auth-en.js" },
  "../core/i18n/locales/de/common.json": { file: "assets/common-de.js" },
  "../core/i18n/locales/de/auth.json": { file: "assets/auth-de.js" },
};
const page =
  '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-1.js">';

describe("first screens", () => {
  it("knows the three first screens a new player meets, and only those", () => {
    expect(firstScreenOf("/login", false)?.modules).toEqual(["features/auth/login-page.tsx"]);
    expect(firstScreenOf("/", true)?.data).toEqual(["/api/me", "/api/hunters", "/api/game-data"]);
    // Without a session the guard shows the login page.
    expect(firstScreenOf("/", false)?.modules).toEqual(["features/auth/login-page.tsx"]);
    expect(firstScreenOf("/hunter/u-1/h_2", false)?.data).toEqual([
      "/api/me",
      "/api/public/hunters/u-1/h_2",
      "/api/game-data",
    ]);
    expect(firstScreenOf("/inventory", true)).toBeUndefined();
    expect(firstScreenOf("/index.html", true)).toBeUndefined();
    // Nothing but an id's characters ever reaches the page's HTML.
    expect(firstScreenOf('/hunter/u"1/h', false)).toBeUndefined();
    expect(firstScreenOf("/hunter/u1/h1/x", false)).toBeUndefined();
  });

  it("names the screen's code, its texts in the visitor's language and its data, not what the page has", () => {
    const login = firstScreenOf("/login", false);
    if (!login) throw new Error("no login screen");
    expect(firstScreenLinks(manifest, login, "en-GB,en;q=0.9", page)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/field-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/auth-en.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/me">',
    );
    // Another language's shell texts are a chunk of their own too.
    expect(firstScreenLinks(manifest, login, "de-DE,de;q=0.9", page)).toContain(
      'href="/assets/common-de.js"><link rel="modulepreload" crossorigin href="/assets/auth-de.js">',
    );
  });

  it("names the first screens' catalogues once, as the one file of the visitor's language", () => {
    const roster = firstScreenOf("/", true);
    if (!roster) throw new Error("no roster screen");
    const links = firstScreenLinks(
      { "lib/i18n/screen-texts/ko.ts": { file: "assets/ko-1.js" } },
      roster,
      "ko-KR",
      page,
    );
    expect(links.match(/assets\/ko-1\.js/g)).toHaveLength(1);
  });

  it("preloads the game data with the game names of the visitor's language, as the app asks for it", () => {
    const hunter = firstScreenOf("/hunter/u-1/h_2", false);
    if (!hunter) throw new Error("no hunter page");
    expect(firstScreenLinks({}, hunter, "pt-PT,pt;q=0.9", page)).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/game-data?lang=pt-BR">',
    );
    expect(firstScreenLinks({}, hunter, "en-US", page)).toContain('href="/api/game-data">');
  });

  it("names only the data for a build without Vite's manifest", () => {
    const roster = firstScreenOf("/", true);
    if (!roster) throw new Error("no roster screen");
    expect(firstScreenLinks({}, roster, undefined, page)).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/me">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/hunters">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/game-data">',
    );
  });
});
