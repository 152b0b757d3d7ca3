import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_MODULES, firstScreenOf } from "./first-screens.ts";

// The catalogues a first screen's page preloads are listed by hand (first-screens.ts); one its code reads
// but the page does not name is fetched only when the component asking for it renders: one more round trip
// on a phone network
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time). This walks
// each screen's static imports for the namespaces they read.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NAMESPACES = new Set(
  readdirSync(join(SRC, "core/i18n/locales/en")).map((file) => file.replace(/\.json$/, "")),
);
// Read by every screen and named by every page (the shell's texts ship with the app, the messages are preloaded).
const ALWAYS = new Set(["common", "messages"]);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("#core/")
    ? join(SRC, "core", specifier.slice("#core/".length))
    : specifier.startsWith("#web/")
      ? join(SRC, "web", specifier.slice("#web/".length))
      : specifier.startsWith(".")
        ? resolve(dirname(from), specifier)
        : undefined;
  return base && /\.tsx?$/.test(base) && existsSync(base) ? base : undefined;
}

function namespacesRead(module: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const call of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*")/g)) {
      for (const name of (call[1] ?? "").matchAll(/"([\w-]+)"/g)) found.add(name[1] ?? "");
    }
    for (const key of source.matchAll(/["'`]([\w-]+):\w/g)) found.add(key[1] ?? "");
    // Static imports of values only: a type import loads nothing, a dynamic one loads later.
    for (const line of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
      const next = resolveImport(file, line[1] ?? "");
      if (next) visit(next);
    }
  };
  visit(join(SRC, "web", module));
  return new Set([...found].filter((name) => NAMESPACES.has(name) && !ALWAYS.has(name)));
}

describe("first screens' catalogues", () => {
  const screens = [
    ["/login", false],
    ["/", true],
    ["/hunter/u1/h1", false],
  ] as const;
  for (const [path, signedIn] of screens) {
    it(`the page of ${path} names every catalogue its code reads at once`, () => {
      const screen = firstScreenOf(path, signedIn);
      if (!screen) throw new Error(`${path} is not a first screen`);
      const read = screen.modules.flatMap((module) => [...namespacesRead(module)]);
      expect(read.filter((name) => !screen.namespaces.includes(name))).toEqual([]);
    });
  }

  it("walks real code: the login page reads its own catalogue", () => {
    expect(namespacesRead(FIRST_SCREEN_MODULES.login)).toContain("auth");
  });
});
