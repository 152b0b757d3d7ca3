import type { OcrBox, OcrLine } from "./types.ts";

// tesseract.js's page, as far as the recognizer reads it (its `blocks` output): the shape only, so this
// stays free of the engine and runs beside it in a worker or on the server alike.
type Bbox = { x0: number; y0: number; x1: number; y1: number };
type EngineWord = { text: string; confidence: number; bbox: Bbox };
type EngineLine = { text: string; confidence: number; bbox: Bbox; words?: EngineWord[] };
export type EnginePage = { blocks: { paragraphs: { lines: EngineLine[] }[] }[] | null };

// Words further apart than this many line heights are in two columns: two items side by side that the engine
// read as one line. Between the words of one line the gap is a space, a third of the height.
const COLUMN_GAP = 2;

/** The page's lines, each with its least sure word's confidence (one bad digit is what matters). */
export function ocrLinesOf(page: EnginePage, color?: (box: OcrBox) => string | undefined): OcrLine[] {
  const lines: OcrLine[] = [];
  const push = (text: string, bbox: Bbox, confidence: number) => {
    const box = { x0: bbox.x0, y0: bbox.y0, x1: bbox.x1, y1: bbox.y1 };
    const ink = color?.(box);
    lines.push({ text, box, confidence, ...(ink ? { color: ink } : {}) });
  };
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.trim();
        if (text === "") continue;
        const words = (line.words ?? []).filter((w) => w.text.trim() !== "");
        const runs = columnsOf(words, line.bbox.y1 - line.bbox.y0);
        if (runs.length < 2) {
          const confidence = words.length > 0 ? Math.min(...words.map((w) => w.confidence)) : line.confidence;
          push(text, line.bbox, confidence);
          continue;
        }
        for (const run of runs)
          push(
            run.map((w) => w.text.trim()).join(" "),
            {
              x0: Math.min(...run.map((w) => w.bbox.x0)),
              y0: Math.min(...run.map((w) => w.bbox.y0)),
              x1: Math.max(...run.map((w) => w.bbox.x1)),
              y1: Math.max(...run.map((w) => w.bbox.y1)),
            },
            Math.min(...run.map((w) => w.confidence)),
          );
      }
    }
  }
  return lines;
}

/** A line's words cut where a gap wider than a column's gutter parts them. */
function columnsOf(words: readonly EngineWord[], height: number): EngineWord[][] {
  const runs: EngineWord[][] = [];
  let previous: EngineWord | undefined;
  for (const word of words) {
    const run = runs.at(-1);
    if (run && previous && word.bbox.x0 - previous.bbox.x1 <= COLUMN_GAP * height) run.push(word);
    else runs.push([word]);
    previous = word;
  }
  return runs;
}
