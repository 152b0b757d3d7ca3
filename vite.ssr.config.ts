import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The server's bundle of the pages it draws itself (src/web/ssr,
// docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components): the web app's
// own components for Node. Everything it imports is bundled in, so it runs wherever the web build is put
// (WEB_DIR); it lands in the build's .ssr folder, which the server never serves (src/server/static.ts).
export default defineConfig({
  root: r("./src/web"),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^#core\/(.*)$/, replacement: `${r("./src/core")}/$1` },
      { find: /^#web\/(.*)$/, replacement: `${r("./src/web")}/$1` },
    ],
  },
  ssr: { noExternal: true },
  build: {
    ssr: r("./src/web/ssr/shared-build.tsx"),
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
  },
});
