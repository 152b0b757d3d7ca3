import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstScreenChunk } from "./vite.chunks.ts";
import { precompress } from "./vite.compress.ts";
import { ocrAssets } from "./vite.ocr.ts";
import { languageManifestFiles, pwaOptions } from "./vite.pwa.ts";

const pwa = pwaOptions();

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r("./src/web"),
  publicDir: r("./src/web/public"),
  plugins: [
    react(),
    tailwindcss(),
    pwa.plugin,
    VitePWA(pwa.options),
    languageManifestFiles,
    precompress(),
    ocrAssets(),
  ],
  resolve: {
    alias: [
      { find: /^#core\/(.*)$/, replacement: `${r("./src/core")}/$1` },
      { find: /^#web\/(.*)$/, replacement: `${r("./src/web")}/$1` },
      { find: /^#server\/(.*)$/, replacement: `${r("./src/server")}/$1` },
    ],
  },
  // The manifest tells the server which chunks each first screen needs (src/server/first-screens.ts).
  build: {
    outDir: r("./dist/web"),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page loads in one file (left alone, the code shared with lazy chunks was split
        // into some thirty files, each a round trip of its own on a phone network, six at a time), and each
        // first screen's code in at most two more (vite.chunks.ts).
        codeSplitting: {
          groups: [
            {
              name: firstScreenChunk(),
              debugName: "first-screens",
              // The name already follows every module a screen reaches; pulling a module's imports into its
              // own chunk would put code the roster shares with a shared build into whichever came first.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/avatars": "http://localhost:3000",
    },
  },
});
