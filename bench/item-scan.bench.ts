// docs/product.md#performance-budgets: items read from screenshots. The bench draws its own corpus from the
// shipped game data (bench/support/item-corpus), reads every image with tesseract.js as the browser will,
// and judges the recognizer's items against what was drawn. ITEM_SCAN_IMAGES sets the corpus size;
// ITEM_SCAN_GERMAN_IMAGES that of the German slice; ITEM_SCAN_SAVE=<folder> keeps the images, ITEM_SCAN_DEBUG=1 prints what was read of each one not fully right.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { GameData } from "#core/game-data/schema.ts";
import { recognizeItems } from "#core/rules/item-scan/recognize.ts";
import { type ScanVocabulary, scanVocabulary } from "#core/rules/item-scan/vocabulary.ts";
import type { BenchResult } from "./lib.ts";
import { percentile } from "./lib.ts";
import { buildCorpus, loadGameData } from "./support/item-corpus/corpus.ts";
import { readImage, startReader } from "./support/item-corpus/read.ts";
import { type ImageScore, scoreImage } from "./support/item-corpus/score.ts";
import { renderScreen, type ScreenCase } from "./support/item-corpus/screen.ts";

const IMAGES = Number(process.env.ITEM_SCAN_IMAGES ?? 84);
// As many as the English corpus, so both are judged on the same number of screenshots against the same budgets.
const GERMAN_IMAGES = Number(process.env.ITEM_SCAN_GERMAN_IMAGES ?? IMAGES);
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

type Slice = { total: Tally; groups: Map<string, Tally>; times: number[]; wrongFields: Map<string, number> };

async function readSlice(
  cases: readonly ScreenCase[],
  gameData: GameData,
  vocabulary: ScanVocabulary,
  languages: readonly string[],
): Promise<Slice> {
  const reader = await startReader(languages);
  const slice: Slice = { total: empty(), groups: new Map(), times: [], wrongFields: new Map() };
  const { total, groups, times, wrongFields } = slice;
  try {
    for (const [index, c] of cases.entries()) {
      const image = await renderScreen(c, gameData);
      if (process.env.ITEM_SCAN_SAVE)
        writeFileSync(join(process.env.ITEM_SCAN_SAVE, `${c.language}-${index}.jpg`), image.jpeg);
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
        console.log(`  image ${c.language} ${index}: ${JSON.stringify(score)}`);
        for (const line of lines)
          console.log(`    ${JSON.stringify(line.text)} ${line.confidence} ${line.color}`);
      }
    }
  } finally {
    await reader.terminate();
  }
  return slice;
}

function germanRow({ total, times }: Slice): BenchResult {
  const linesPct = pct(total.linesRight, total.lines);
  const itemsPct = pct(total.itemsRight, total.items);
  const median = percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );
  return {
    name: "Item scan accuracy, German game terms",
    result: `${summary(total)}; median ${Math.round(median)} ms (${GERMAN_IMAGES} generated screenshots, read with English and German data)`,
    budget: `lines ≥ ${BUDGET.lines}%, items ≥ ${BUDGET.items}%, unmarked wrong ${BUDGET.unmarkedWrong}, median < ${BUDGET.medianMs} ms`,
    pass:
      linesPct >= BUDGET.lines &&
      itemsPct >= BUDGET.items &&
      total.unmarkedWrong <= BUDGET.unmarkedWrong &&
      median < BUDGET.medianMs,
  };
}

export async function run(): Promise<BenchResult[]> {
  const gameData = loadGameData();
  const cases = buildCorpus(IMAGES, gameData);
  const english = cases[0]?.labels;
  const vocabulary = scanVocabulary(gameData, {
    language: "en",
    labels: [english].filter((l) => l !== undefined),
  });
  const { total, groups, times, wrongFields } = await readSlice(cases, gameData, vocabulary, ["eng"]);
  // German game terms (docs/decisions.md, "2026-12-06 The screenshot reader reads English, and German"): the
  // names and labels drawn in German, read with the English and German data as the browser reads them.
  const germanCases = buildCorpus(GERMAN_IMAGES, gameData, { language: "de", seed: 45 });
  const german = await readSlice(
    germanCases,
    gameData,
    scanVocabulary(gameData, {
      language: "de",
      labels: [english, germanCases[0]?.labels].filter((l) => l !== undefined),
    }),
    ["eng", "deu"],
  );
  for (const [key, tally] of german.groups) console.log(`  German, ${key}: ${summary(tally)}`);
  console.log(`  German wrong fields: ${JSON.stringify(Object.fromEntries(german.wrongFields))}`);
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
    germanRow(german),
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
