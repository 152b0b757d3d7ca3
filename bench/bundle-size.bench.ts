// docs/product.md#performance-budgets: the first page's JavaScript is at most 150 KB gzipped; each route's code loads on demand.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import type { BenchResult } from "./lib.ts";

const BUDGET_KB = 150;
const LISTED_ROUTES = 5;

type Chunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, Chunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunks `keys` pull in through static imports, themselves included: what loads before any code runs. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

// The files index.html itself loads: its module script and the modulepreload links Vite adds.
function htmlScripts(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  return refs.map((m) => (m[1] ?? "").replace(/^\.?\//, ""));
}

export async function run(): Promise<BenchResult[]> {
  // A scratch folder, so a build here never swaps dist/web under a server or browser test that uses it.
  const outDir = mkdtempSync(join(tmpdir(), "hl-bundle-"));
  try {
    await build({
      configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
    const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;

    // The entry, and the chunks index.html names (the first page's code may sit in a chunk of its own,
    // vite.config.ts), with everything they import statically.
    const named = htmlScripts(readFileSync(join(outDir, "index.html"), "utf8"));
    const entries = Object.keys(manifest).filter(
      (key) => manifest[key]?.isEntry || named.includes(manifest[key]?.file ?? ""),
    );
    const initialKeys = staticClosure(manifest, entries);
    const initialFiles = new Set([...initialKeys].map((key) => manifest[key]?.file ?? ""));
    for (const file of named) initialFiles.add(file);
    const firstPage = [...initialFiles].reduce((sum, file) => sum + gzipped(file), 0);

    // A route's cost on demand: its own chunk plus what it imports that the first page has not loaded.
    const routes = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.endsWith("-page.tsx"))
      .map(([key, chunk]) => {
        const files = [...staticClosure(manifest, [key])]
          .map((k) => manifest[k]?.file ?? "")
          .filter((file) => !initialFiles.has(file));
        return {
          name: chunk.src?.split("/").pop() ?? key,
          file: chunk.file,
          bytes: files.reduce((s, f) => s + gzipped(f), 0),
        };
      })
      .sort((a, b) => b.bytes - a.bytes);
    const eager = routes.filter((route) => initialFiles.has(route.file));

    return [
      {
        name: "First page JavaScript (gzipped)",
        result: `${kb(firstPage)} in ${initialFiles.size} file(s)`,
        budget: `≤ ${BUDGET_KB} KB`,
        pass: firstPage <= BUDGET_KB * 1024,
      },
      {
        name: "Route code loaded on demand",
        result:
          `${routes.length - eager.length} of ${routes.length} route pages in their own chunks` +
          `${eager.length > 0 ? ` (eager: ${eager.map((r) => r.name).join(", ")})` : ""}; largest on demand: ` +
          routes
            .slice(0, LISTED_ROUTES)
            .map((route) => `${route.name} ${kb(route.bytes)}`)
            .join(", "),
        budget: "every route page lazy",
        pass: routes.length > 0 && eager.length === 0,
      },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
