import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";
import { languageManifests, webAppManifest } from "./src/core/i18n/web-manifest.ts";
import { chunkFiles, readManifest } from "./src/server/first-screens.ts";

// The installable app's manifest (src/core/i18n/web-manifest.ts): English as /manifest.webmanifest, written by
// the PWA plugin and named by index.html, and one file per other interface language beside it, which the page
// names instead when it speaks that language (docs/decisions.md, "Translations").
export const languageManifestFiles: Plugin = {
  name: "language-manifests",
  generateBundle() {
    for (const { fileName, source } of languageManifests())
      this.emitFile({ type: "asset", fileName, source });
  },
  // Development serves them from memory, with the type the production server gives them.
  configureServer(server) {
    const files = new Map(languageManifests().map(({ fileName, source }) => [`/${fileName}`, source]));
    server.middlewares.use((request, response, next) => {
      const source = files.get(request.url ?? "");
      if (source === undefined) return next();
      response.setHeader("Content-Type", "application/manifest+json");
      response.end(source);
    });
  },
};

const DATA_DIR = new URL("./data/", import.meta.url);

// The game's images are served from data/, outside the build: each is precached under a revision taken
// from its content, so a changed image reaches installed apps and an unchanged one is never fetched again.
function gameImageEntries(): { url: string; revision: string }[] {
  return ["avatars", "icons"].flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, DATA_DIR))
      .filter((name) => name.endsWith(".svg"))
      .map((name) => ({
        url: `/${folder}/${name}`,
        revision: createHash("sha256")
          .update(readFileSync(new URL(`${folder}/${name}`, DATA_DIR)))
          .digest("hex")
          .slice(0, 16),
      })),
  );
}

// What a service worker installed on a phone network still precaches (src/web/sw.ts): the page, the code and
// styles it names, the English messages (every language's fallback, read before the first paint) and the
// outbox's code (showing, sending and resolving a change saved offline), each with the chunks it imports.
// Everything else is fetched on use, or at install on a faster network.
const SHELL_MODULES = [
  "../core/i18n/locales/en/messages.json",
  "data/outbox/show-change.ts",
  "data/outbox/sync-outbox.ts",
  "app/outbox/outbox-panel.tsx",
];

function shellFiles(outDir: string): Set<string> {
  const page = readFileSync(join(outDir, "index.html"), "utf8");
  const named = [...page.matchAll(/(?:src|href)="\/([^"/][^"]*)"/g)].map((match) => match[1] ?? "");
  const manifest = readManifest(outDir);
  const seen = new Set<string>();
  return new Set([
    "index.html",
    ...named,
    ...SHELL_MODULES.flatMap((key) => chunkFiles(manifest, key, seen)),
  ]);
}

/** The PWA plugin's, with the build's output folder, known once Vite has resolved its configuration. */
export function pwaOptions(): { options: Partial<VitePWAOptions>; plugin: Plugin } {
  let outDir = "";
  const plugin: Plugin = {
    name: "pwa-out-dir",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const options: Partial<VitePWAOptions> = {
    // The page asks before it swaps to a new version ("A new version is available - Reload").
    registerType: "prompt",
    // Registered from the app's own module: the CSP allows no inline script.
    injectRegister: false,
    manifest: webAppManifest("en"),
    includeAssets: ["icon.svg", "apple-touch-icon.png"],
    // Our own worker (it precaches less on a phone network:
    // docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time), built
    // to one classic script, sw.js, so the server serves exactly it beside the manifest and it can import the
    // push reminders' handlers.
    strategies: "injectManifest",
    srcDir: ".",
    filename: "sw.ts",
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,png,svg}"],
      // The OCR engine (vite.ocr.ts) is megabytes a player may never use: sw.ts caches it on first use only.
      globIgnores: ["ocr/**"],
      rollupFormat: "iife",
      additionalManifestEntries: gameImageEntries(),
      // The worker's own precache holds the shell only; it knows the entries by this mark.
      manifestTransforms: [
        async (entries) => {
          const shell = shellFiles(outDir);
          return {
            manifest: entries.map((entry) => (shell.has(entry.url) ? { ...entry, shell: true } : entry)),
            warnings: [],
          };
        },
      ],
    },
  };
  return { options, plugin };
}
