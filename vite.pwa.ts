import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { ManifestOptions, VitePWAOptions } from "vite-plugin-pwa";

// The installable app (issue 14): the dark theme's colours, the crest's icons (scripts/make-icons.ts) and
// shortcuts to the three screens a player opens most from a phone's home screen.
export const DARK_BACKGROUND = "#0b0f19";

export const webAppManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Hunter Lodge",
  short_name: "Hunter Lodge",
  description: "Build, store and share your hunters: roster, builds, inventory and the event calendar.",
  lang: "en",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: DARK_BACKGROUND,
  background_color: DARK_BACKGROUND,
  icons: [
    { src: "/pwa-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/pwa-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  shortcuts: [
    { name: "Roster", url: "/", icons: [{ src: "/pwa-192.png", sizes: "192x192", type: "image/png" }] },
    {
      name: "Inventory",
      url: "/inventory",
      icons: [{ src: "/pwa-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Calendar",
      url: "/calendar",
      icons: [{ src: "/pwa-192.png", sizes: "192x192", type: "image/png" }],
    },
  ],
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

// Paths the server answers itself: a navigation there must reach the network, never the app shell.
const SERVER_PATHS = [/^\/api\//, /^\/dev\//, /^\/avatars\//, /^\/icons\//, /^\/metrics/, /^\/media\//];

export const pwaOptions: Partial<VitePWAOptions> = {
  // The page asks before it swaps to a new version ("A new version is available - Reload").
  registerType: "prompt",
  // Registered from the app's own module: the CSP allows no inline script.
  injectRegister: false,
  manifest: webAppManifest,
  includeAssets: ["icon.svg", "apple-touch-icon.png"],
  workbox: {
    globPatterns: ["**/*.{js,css,html,png,svg}"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: SERVER_PATHS,
    // One file for the worker, so the server serves exactly sw.js beside the manifest.
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // Push reminders' handlers (push, notificationclick) live beside the generated worker, loaded by it.
    importScripts: ["/reminders-worker.js"],
    additionalManifestEntries: gameImageEntries(),
    runtimeCaching: [
      {
        // Public and rarely changed; shown at once from the cache and refreshed behind it.
        urlPattern: ({ url }) => url.pathname === "/api/game-data",
        handler: "StaleWhileRevalidate",
        options: { cacheName: "game-data", expiration: { maxEntries: 1 } },
      },
    ],
  },
};
