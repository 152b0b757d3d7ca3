import type { KnipConfig } from "knip";

// `npm run lint` runs knip: a file no entry reaches, an export nothing imports or a dependency nothing uses
// fails the lint (docs/decisions.md#2026-12-06-knip-finds-unused-files-exports-and-dependencies-in-the-lint).
// knip's own plugins read vite.config.ts (index.html, so src/web/main.tsx), vitest.config.ts,
// playwright.config.ts, drizzle.config.ts and package.json's scripts; the entries below are the files
// started by path, which no plugin can see.
const config: KnipConfig = {
  entry: [
    // The server: started by scripts/start.mjs, scripts/dev.mjs and tests/e2e/serve.mjs as a path.
    "src/server/main.ts",
    // The render thread's TypeScript, loaded by render-worker.mjs through tsx's tsImport.
    "src/server/cards/render-worker.ts",
    // The service worker (vite.pwa.ts, injectManifest) and the pages the server draws (vite.ssr.config.ts).
    "src/web/sw.ts",
    "src/web/ssr/*.tsx",
    "vite.ssr.config.ts",
    // Proves at compile time what the API refuses (docs/architecture.md); only `tsc` reads it.
    "src/**/*.typecheck.ts",
    // Scripts run by hand or by npm; `tsx bench/run.ts` imports each bench by its file name; the bench
    // processes and threads are started by path; planner-roster.ts is run by hand (docs/performance.md).
    "scripts/*.{mjs,ts}",
    "bench/*.bench.ts",
    "bench/*-{server,worker}.ts",
    "bench/planner-roster.ts",
    "lint/*.mjs",
    // The types of a plain-JavaScript module, which tsc reads beside its .mjs.
    "**/*.d.mts",
    // Screenshot scripts, run by hand against a running server (tests/e2e/support/screenshots.ts).
    "tests/e2e/**/*screenshots.ts",
  ],
  // A type that an exported function's signature names stays exported even when only its own file uses it:
  // a caller may want to name what it gets or passes. Unused values and types used nowhere are reported.
  ignoreExportsUsedInFile: { type: true, interface: true },
  ignoreDependencies: [
    // Packages reached by a path rather than an import, which knip cannot follow: the OCR's language data
    // and tesseract.js's core (vite.ocr.ts; the core is tesseract.js's own dependency, so the worker gets
    // the version it was made with), the fonts of the item-scan corpus (bench/support/item-corpus), the
    // load generator's process (bench/support/load.ts) and i18next-cli's binary (scripts/i18n-check.mjs).
    "@tesseract.js-data/deu",
    "@tesseract.js-data/eng",
    "tesseract.js-core",
    "@fontsource/noto-serif",
    "@fontsource/roboto-condensed",
    "autocannon",
    "i18next-cli",
  ],
};

export default config;
