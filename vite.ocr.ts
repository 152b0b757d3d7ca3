import { createReadStream, readFileSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Plugin } from "vite";

// The OCR engine of "Add from screenshots" (docs/product.md#add-items-from-screenshots), served by the
// instance itself from its npm packages, never from a CDN: the engine's worker, its WebAssembly cores and the
// language data (English, and German for German game terms), under /ocr/<versions>/. The folder is named by
// the packages' versions, so the server and the service worker may keep a copy for good; the page never
// bundles any of it.

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), "package.json"), "utf8")) as { version: string }).version;

// The worker is made with OEM.LSTM_ONLY, so it asks for one of the four LSTM-only cores, by the browser's
// SIMD support; each holds its WebAssembly inline, so the .wasm files beside them are never fetched.
const CORES = ["lstm", "simd-lstm", "relaxedsimd-lstm"].map((v) => `tesseract-core-${v}.wasm.js`);
// The reader's languages (docs/decisions.md, "2026-12-06 The screenshot reader reads English, and German").
const LANGUAGES = ["eng", "deu"];

/** /ocr/<versions>: what the web app passes createWorker as workerPath, corePath and langPath. */
const ocrBase = () =>
  `/ocr/${["tesseract.js", "tesseract.js-core", ...LANGUAGES.map((l) => `@tesseract.js-data/${l}`)]
    .map(versionOf)
    .join("-")}`;

function ocrFiles(): Map<string, string> {
  const base = ocrBase();
  const core = packageDir("tesseract.js-core");
  return new Map([
    [`${base}/worker.min.js`, join(packageDir("tesseract.js"), "dist", "worker.min.js")],
    ...CORES.map((file) => [`${base}/core/${file}`, join(core, file)] as [string, string]),
    // The integer "best" model: as accurate as the float one for a game's printed text, a quarter the size.
    ...LANGUAGES.map(
      (language) =>
        [
          `${base}/lang/${language}.traineddata.gz`,
          join(packageDir(`@tesseract.js-data/${language}`), "4.0.0_best_int", `${language}.traineddata.gz`),
        ] as [string, string],
    ),
  ]);
}

const TYPES: Record<string, string> = { ".js": "text/javascript", ".gz": "application/gzip" };
const typeOf = (path: string) => TYPES[path.slice(path.lastIndexOf("."))] ?? "application/octet-stream";

export function ocrAssets(): Plugin {
  return {
    name: "hunter-lodge:ocr-assets",
    config: () => ({ define: { "import.meta.env.OCR_BASE": JSON.stringify(ocrBase()) } }),
    configureServer(server) {
      const files = ocrFiles();
      server.middlewares.use((request, response, next) => {
        const file = files.get((request.url ?? "").split("?")[0] ?? "");
        if (!file) return next();
        response.setHeader("Content-Type", typeOf(file));
        createReadStream(file).pipe(response);
      });
    },
    // Written after the bundle, so the PWA plugin's glob never lists them (vite.pwa.ts ignores ocr/ too) and
    // the page's chunks never name them. The engine's scripts get a gzip copy, as the build's own do
    // (vite.compress.ts): a core is 3.9 MB, half that gzipped; the language data is gzip already.
    async writeBundle(options) {
      for (const [url, file] of ocrFiles()) {
        const target = join(options.dir ?? "", url);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(file, target);
        if (target.endsWith(".js"))
          await writeFile(`${target}.gz`, await promisify(gzip)(readFileSync(file)));
      }
    },
  };
}
