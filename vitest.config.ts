import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^#core\/(.*)$/, replacement: `${r("./src/core")}/$1` },
      { find: /^#web\/(.*)$/, replacement: `${r("./src/web")}/$1` },
      { find: /^#server\/(.*)$/, replacement: `${r("./src/server")}/$1` },
    ],
  },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"] } },
      // The integration files share their workers' modules instead of loading the server's whole module graph
      // again for each file, which cost about a fifth of their time; each still makes its own app and
      // database. The unit files keep their isolation: several mock modules or globals.
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], isolate: false },
      },
    ],
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/i18n.ts"],
    globalSetup: [
      "tests/setup/temp-dir.ts",
      "tests/setup/pglite-template.ts",
      "tests/setup/postgres-template.ts",
    ],
    // Most integration tests wait on a server process or a database, not on the CPU: two files at a time
    // on CI's two cores keep the run within its budget.
    maxWorkers: 2,
    // CI runs Vitest beside the browser tests on slower machines: twice the ceiling there (docs/decisions.md,
    // "CI in half the time").
    testTimeout: process.env.CI ? 40_000 : 20_000,
    hookTimeout: process.env.CI ? 120_000 : 60_000,
  },
});
