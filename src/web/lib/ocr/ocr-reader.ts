import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import type { GameData } from "#core/game-data/schema.ts";
import enComponents from "#core/i18n/locales/en/components.json";
import { inkColor } from "#core/rules/item-scan/colors.ts";
import { type EnginePage, ocrLinesOf } from "#core/rules/item-scan/ocr-lines.ts";
import { recognizeItems } from "#core/rules/item-scan/recognize.ts";
import type { ScanResult } from "#core/rules/item-scan/types.ts";
import { type ScanVocabulary, scanLabelsOf, scanVocabulary } from "#core/rules/item-scan/vocabulary.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";

// The screenshot reader (docs/product.md#add-items-from-screenshots), loaded only when a screen reads
// screenshots (the inventory's "Add from screenshots", a moderator's review of a build's proof):
// tesseract.js in a Web Worker, its worker, core and language data from this instance (vite.ocr.ts; never
// a CDN), then the recognizer of src/core on the lines it read.

export type ReaderProgress = { stage: "download" | "read"; progress: number };

// The engine's language data by the player's game-terms language: English always (the labels and the names a
// screenshot shows in English), German beside it for German game terms, whose umlauts and ß the English data
// cannot read; other game terms are read with English alone (docs/decisions.md, "2026-12-06 The screenshot
// reader reads English, and German"). A player of English game terms never downloads the German data.
const ENGINE_LANGUAGES: Record<string, readonly string[]> = { de: ["eng", "deu"] };
const engineLanguagesOf = (gameTermsLanguage: string) =>
  (ENGINE_LANGUAGES[gameTermsLanguage] ?? ["eng"]).join("+");

let engine: { languages: string; worker: Promise<Worker> } | undefined;
let onProgress: ((progress: ReaderProgress) => void) | undefined;

function startEngine(languages: string): Promise<Worker> {
  if (engine?.languages === languages) return engine.worker;
  // A worker started for other languages (the game-terms language changed) makes way for a new one.
  if (engine) void stopReader();
  const base = import.meta.env.OCR_BASE;
  const worker = createWorker(languages.split("+"), OEM.LSTM_ONLY, {
    workerPath: `${base}/worker.min.js`,
    corePath: `${base}/core`,
    langPath: `${base}/lang`,
    // A worker from our own file, not a blob: the CSP allows scripts from 'self' only.
    workerBlobURL: false,
    gzip: true,
    // The service worker and the HTTP cache keep the language data; a copy in IndexedDB too would be 3 MB more.
    cacheMethod: "none",
    logger: (m: { status: string; progress: number }) =>
      onProgress?.({ stage: m.status === "recognizing text" ? "read" : "download", progress: m.progress }),
  }).then(async (worker) => {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: "1" });
    return worker;
  });
  const started = { languages, worker };
  engine = started;
  // A failed start (offline on the first use) is tried again with the next image.
  worker.catch(() => {
    if (engine === started) engine = undefined;
  });
  return worker;
}

/** Ends the engine's worker: its memory goes when the dialog closes. */
export async function stopReader(): Promise<void> {
  const running = engine;
  engine = undefined;
  await (await running?.worker.catch(() => undefined))?.terminate();
}

/** The words the recognizer knows: the game data's names and the item editor's labels, English and the player's. */
export async function vocabularyFor(gameData: GameData, gameTermsLanguage: string): Promise<ScanVocabulary> {
  await i18next.loadNamespaces("components");
  const own = i18next.getResourceBundle(i18next.language, "components") as typeof enComponents | undefined;
  const labels = [enComponents, ...(own && own !== enComponents ? [own] : [])].map(scanLabelsOf);
  return scanVocabulary(gameData, { language: gameTermsLanguage, labels });
}

// Text a phone shows is 30-50 px high in a full-size screenshot; the engine reads it as well at half that,
// in a quarter of the time (bench/support/item-corpus/read.ts reads the corpus the same way).
const SHORT_SIDE = 800;

export type ReadImage = ScanResult & {
  // The image as read, for the review's crops; the items' boxes are measured on it.
  picture: ImageBitmap;
  width: number;
  height: number;
};

export async function readScreenshot(
  file: Blob,
  vocabulary: ScanVocabulary,
  progress: (progress: ReaderProgress) => void,
): Promise<ReadImage> {
  onProgress = progress;
  const worker = await startEngine(engineLanguagesOf(vocabulary.language));
  const original = await createImageBitmap(file);
  const shrink = Math.min(1, SHORT_SIDE / Math.min(original.width, original.height));
  const width = Math.max(1, Math.round(original.width * shrink));
  const height = Math.max(1, Math.round(original.height * shrink));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.drawImage(original, 0, 0, width, height);
  original.close();
  const picture = await createImageBitmap(canvas);
  const { data } = context.getImageData(0, 0, width, height);
  // The engine reads grey; the colours stay in `data` for the titles' ink.
  const grey = new ImageData(width, height);
  for (let i = 0; i < data.length; i += 4) {
    const y = 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
    grey.data[i] = y;
    grey.data[i + 1] = y;
    grey.data[i + 2] = y;
    grey.data[i + 3] = 255;
  }
  context.putImageData(grey, 0, 0);
  const png = await canvas.convertToBlob({ type: "image/png" });
  const result = await worker.recognize(png, {}, { blocks: true, text: false });
  const lines = ocrLinesOf(result.data as unknown as EnginePage, (box) => inkColor(data, width, box));
  return { ...recognizeItems(lines, vocabulary, { width, height }), picture, width, height };
}
