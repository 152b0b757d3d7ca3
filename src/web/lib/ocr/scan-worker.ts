import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { inkColor } from "#core/rules/item-scan/colors.ts";
import { type EnginePage, ocrLinesOf } from "#core/rules/item-scan/ocr-lines.ts";
import { recognizeItems } from "#core/rules/item-scan/recognize.ts";
import { type ScanVocabulary, scanVocabulary } from "#core/rules/item-scan/vocabulary.ts";
import { progressPace } from "./progress-pace.ts";
import type { ReaderProgress, ReadImage, ScanAnswer, ScanRequest } from "./scan-protocol.ts";

// The screenshot reader's worker (docs/product.md#add-items-from-screenshots): everything that costs time
// between a chosen file and its items (decoding, scaling, the grey copy, the engine's answer, the recognizer)
// runs here, so the page answers the player meanwhile (docs/performance.md, "The page while it reads").
// The engine is tesseract.js in a worker of its own, started from here; its worker, core and language data
// come from this instance (vite.ocr.ts; never a CDN).

// The engine's language data by the player's game-terms language: English always (the labels and the names a
// screenshot shows in English), German beside it for German game terms, whose umlauts and ß the English data
// cannot read; other game terms are read with English alone (docs/decisions.md, "2026-12-06 The screenshot
// reader reads English, and German"). A player of English game terms never downloads the German data.
const ENGINE_LANGUAGES: Record<string, readonly string[]> = { de: ["eng", "deu"] };
const engineLanguagesOf = (gameTermsLanguage: string) =>
  (ENGINE_LANGUAGES[gameTermsLanguage] ?? ["eng"]).join("+");

// Text a phone shows is 30-50 px high in a full-size screenshot; the engine reads it as well at half that,
// in a quarter of the time (bench/support/item-corpus/read.ts reads the corpus the same way).
const SHORT_SIDE = 800;
// A status line read by a player changes at most four times a second (progress-pace.ts).
const PROGRESS_GAP_MS = 250;

const post = (answer: ScanAnswer, transfer: Transferable[] = []) => self.postMessage(answer, { transfer });

let vocabulary: ScanVocabulary | undefined;
let engine: { languages: string; worker: Promise<Worker> } | undefined;
// The read the engine's progress belongs to: reads run one at a time.
let reading = 0;

const pace = progressPace(PROGRESS_GAP_MS);
function report(stage: ReaderProgress["stage"], progress: number) {
  if (!pace(`${reading} ${stage}`, Math.round(progress * 100), performance.now())) return;
  post({ id: reading, progress: { stage, progress } });
}

function startEngine(languages: string): Promise<Worker> {
  if (engine?.languages === languages) return engine.worker;
  // An engine started for other languages (the game-terms language changed) makes way for a new one.
  void engine?.worker.then((old) => old.terminate()).catch(() => undefined);
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
      report(m.status === "recognizing text" ? "read" : "download", m.progress),
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

async function read(file: Blob, terms: ScanVocabulary): Promise<ReadImage> {
  const worker = await startEngine(engineLanguagesOf(terms.language));
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
  return { ...recognizeItems(lines, terms, { width, height }), picture, width, height };
}

self.onmessage = async (event: MessageEvent<ScanRequest>) => {
  const request = event.data;
  if (request.kind === "terms") {
    vocabulary = scanVocabulary(request.gameData, { language: request.language, labels: request.labels });
    return;
  }
  reading = request.id;
  try {
    if (!vocabulary) throw new Error("No game terms to read with");
    const done = await read(request.file, vocabulary);
    post({ id: request.id, read: done }, [done.picture]);
  } catch (error) {
    post({ id: request.id, error });
  }
};
