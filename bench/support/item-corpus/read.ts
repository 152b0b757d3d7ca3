import { mkdirSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { inkColor } from "#core/rules/item-scan/colors.ts";
import { type EnginePage, ocrLinesOf } from "#core/rules/item-scan/ocr-lines.ts";
import type { OcrLine } from "#core/rules/item-scan/types.ts";

// Reads a screenshot with tesseract.js as the browser will: the engine's core and the language data come
// from npm packages on this machine (never a CDN), and each line's ink colour is sampled for the titles.

const require = createRequire(import.meta.url);

export async function startReader(languages: readonly string[] = ["eng"]): Promise<Worker> {
  // The engine reads every language from one folder, as the browser does from /ocr/<versions>/lang.
  const langPath = join(tmpdir(), "hunter-lodge-tesseract-lang");
  mkdirSync(langPath, { recursive: true });
  for (const language of languages) {
    const file = `${language}.traineddata.gz`;
    const source = require.resolve(`@tesseract.js-data/${language}/4.0.0_best_int/${file}`);
    try {
      symlinkSync(source, join(langPath, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const cachePath = join(tmpdir(), "hunter-lodge-tesseract");
  mkdirSync(cachePath, { recursive: true });
  const worker = await createWorker([...languages], OEM.LSTM_ONLY, {
    langPath,
    cachePath,
    corePath: dirname(require.resolve("tesseract.js-core/package.json")),
    gzip: true,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: "1",
  });
  return worker;
}

// Text a phone shows is 30-50 px high in a full-size screenshot; the engine reads it as well at half that,
// in a quarter of the time.
const SHORT_SIDE = Number(process.env.SCAN_SHORT_SIDE ?? 800);

/** The lines read, with the size of the image their boxes are measured on. */
export async function readImage(
  worker: Worker,
  image: Buffer,
): Promise<{ lines: OcrLine[]; width: number; height: number }> {
  const meta = await sharp(image).metadata();
  const shrink = Math.min(1, SHORT_SIDE / Math.min(meta.width ?? SHORT_SIDE, meta.height ?? SHORT_SIDE));
  const resized = sharp(image).resize({ width: Math.round((meta.width ?? 0) * shrink) });
  const { data, info } = await resized.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const grey = await resized.clone().greyscale().png().toBuffer();
  const result = await worker.recognize(grey, {}, { blocks: true, text: false });
  const lines = ocrLinesOf(result.data as unknown as EnginePage, (box) => inkColor(data, info.width, box));
  return { lines, width: info.width, height: info.height };
}
