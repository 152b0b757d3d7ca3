// docs/product.md#performance-budgets: items read from screenshots. The bench draws its own corpus from the
// shipped game data (bench/support/item-corpus), reads every image with tesseract.js as the browser will,
// and judges the recognizer's items against what was drawn. ITEM_SCAN_IMAGES sets the corpus size;
// ITEM_SCAN_SAVE=<folder> keeps the images, ITEM_SCAN_DEBUG=1 prints what was read of each one not fully right.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { recognizeItems } from "#core/rules/item-scan/recognize.ts";
import { scanVocabulary } from "#core/rules/item-scan/vocabulary.ts";
import type { BenchResult } from "./lib.ts";
import { percentile } from "./lib.ts";
import { buildCorpus, loadGameData } from "./support/item-corpus/corpus.ts";
import { readImage, startReader } from "./support/item-corpus/read.ts";
import { type ImageScore, scoreImage } from "./support/item-corpus/score.ts";
import { renderScreen } from "./support/item-corpus/screen.ts";

const IMAGES = Number(process.env.ITEM_SCAN_IMAGES ?? 84);
const BUDGET = { lines: 98, items: 95, unmarkedWrong: 0, medianMs: 1500 };

type Tally = Omit<ImageScore, "wrongFields">;
const empty = (): Tally => ({
  lines: 0,
  linesRight: 0,
  items: 0,
  itemsRight: 0,
  unmarkedWrong: 0,
  markedRight: 0,
  missed: 0,
});
const add = (into: Tally, score: ImageScore) => {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += score[key];
};
const pct = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
const summary = (t: Tally) =>
  `lines ${pct(t.linesRight, t.lines).toFixed(1)}%, items ${pct(t.itemsRight, t.items).toFixed(1)}% (${t.items}), unmarked wrong ${t.unmarkedWrong}`;

export async function run(): Promise<BenchResult[]> {
  const gameData = loadGameData();
  const cases = buildCorpus(IMAGES, gameData);
  const vocabulary = scanVocabulary(gameData, {
    language: "en",
    labels: [cases[0]?.labels].filter((l) => l !== undefined),
  });
  const reader = await startReader();
  const total = empty();
  const groups = new Map<string, Tally>();
  const times: number[] = [];
  const wrongFields = new Map<string, number>();
  try {
    for (const [index, c] of cases.entries()) {
      const image = await renderScreen(c, gameData);
      if (process.env.ITEM_SCAN_SAVE)
        writeFileSync(join(process.env.ITEM_SCAN_SAVE, `${index}.jpg`), image.jpeg);
      const start = performance.now();
      const read = await readImage(reader, image.jpeg);
      const { lines } = read;
      const { items } = recognizeItems(lines, vocabulary, read);
      times.push(performance.now() - start);
      const score = scoreImage(c.items, items, gameData);
      add(total, score);
      const quality = c.jpegQuality < 70 ? "JPEG 50-60" : c.jpegQuality < 90 ? "JPEG 70-80" : "JPEG 90-95";
      const scale = c.scale < 0.9 ? "scale 0.6-0.9" : c.scale < 1.2 ? "scale 0.9-1.2" : "scale 1.2-1.5";
      for (const key of [c.font, c.screen.name, quality, scale, `${c.theme} panel`, `layout ${c.layout}`]) {
        const tally = groups.get(key) ?? empty();
        add(tally, score);
        groups.set(key, tally);
      }
      for (const field of score.wrongFields) {
        const kind = field.replace(/\.\d+\./, ".n.");
        wrongFields.set(kind, (wrongFields.get(kind) ?? 0) + 1);
      }
      if (score.itemsRight < score.items && process.env.ITEM_SCAN_DEBUG) {
        console.log(`  image ${index}: ${JSON.stringify(score)}`);
        for (const line of lines)
          console.log(`    ${JSON.stringify(line.text)} ${line.confidence} ${line.color}`);
      }
    }
  } finally {
    await reader.terminate();
  }
  for (const [key, tally] of groups) console.log(`  ${key}: ${summary(tally)}`);
  console.log(`  wrong fields: ${JSON.stringify(Object.fromEntries(wrongFields))}`);
  const median = percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );
  const linesPct = pct(total.linesRight, total.lines);
  const itemsPct = pct(total.itemsRight, total.items);
  const by = (keys: readonly string[]) =>
    keys.map((key) => `${key}: ${groups.get(key) ? summary(groups.get(key) as Tally) : "none"}`).join("; ");
  const breakdown = (name: string, keys: readonly string[]): BenchResult => ({
    name: `Item scan accuracy by ${name}`,
    result: by(keys),
    budget: "for reading, no budget of its own",
    pass: true,
  });
  return [
    {
      name: `Item scan: attribute lines exactly right (${IMAGES} generated screenshots)`,
      result: `${linesPct.toFixed(1)}% of ${total.lines} lines`,
      budget: `≥ ${BUDGET.lines}%`,
      pass: linesPct >= BUDGET.lines,
    },
    {
      name: "Item scan: items fully right with no edit",
      result: `${itemsPct.toFixed(1)}% of ${total.items} items (${total.missed} not found; ${total.markedRight} right items carried a mark)`,
      budget: `≥ ${BUDGET.items}%`,
      pass: itemsPct >= BUDGET.items,
    },
    {
      name: "Item scan: items wrong without a mark",
      result: String(total.unmarkedWrong),
      budget: String(BUDGET.unmarkedWrong),
      pass: total.unmarkedWrong <= BUDGET.unmarkedWrong,
    },
    {
      name: "Item scan: read time per screenshot (tesseract.js, one worker)",
      result: `median ${Math.round(median)} ms, p90 ${Math.round(
        percentile(
          [...times].sort((a, b) => a - b),
          0.9,
        ),
      )} ms`,
      budget: `median < ${BUDGET.medianMs} ms`,
      pass: median < BUDGET.medianMs,
    },
    breakdown("font", ["Inter", "Roboto Condensed", "Noto Serif"]),
    breakdown("phone", ["360×780 @2", "390×844 @3", "412×915 @2.6", "430×932 @3", "landscape 844×390 @2"]),
    breakdown("JPEG quality", ["JPEG 50-60", "JPEG 70-80", "JPEG 90-95"]),
    breakdown("scale and panel", [
      "scale 0.6-0.9",
      "scale 0.9-1.2",
      "scale 1.2-1.5",
      "dark panel",
      "light panel",
    ]),
  ];
}
