import type { OcrBox, OcrLine } from "./types.ts";

// tesseract.js's page, as far as the recognizer reads it (its `blocks` output): the shape only, so this
// stays free of the engine and runs beside it in a worker or on the server alike.
type Bbox = { x0: number; y0: number; x1: number; y1: number };
type EngineWord = { text: string; confidence: number; bbox: Bbox };
type EngineLine = { text: string; confidence: number; bbox: Bbox; words?: EngineWord[] };
export type EnginePage = { blocks: { paragraphs: { lines: EngineLine[] }[] }[] | null };

/** The page's lines, each with its least sure word's confidence (one bad digit is what matters). */
export function ocrLinesOf(page: EnginePage, color?: (box: OcrBox) => string | undefined): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.trim();
        if (text === "") continue;
        const words = (line.words ?? []).filter((w) => w.text.trim() !== "");
        const confidence = words.length > 0 ? Math.min(...words.map((w) => w.confidence)) : line.confidence;
        const box = { x0: line.bbox.x0, y0: line.bbox.y0, x1: line.bbox.x1, y1: line.bbox.y1 };
        const ink = color?.(box);
        lines.push({ text, box, confidence, ...(ink ? { color: ink } : {}) });
      }
    }
  }
  return lines;
}
