import { describe, expect, it } from "vitest";
import { type EnginePage, ocrLinesOf } from "./ocr-lines.ts";

// The engine's page as the recognizer takes it (docs/product.md#add-items-from-screenshots): one line per
// line of a tooltip, even when two tooltips side by side came out of the engine as one line.

const word = (text: string, x0: number, x1: number, confidence = 90) => ({
  text,
  confidence,
  bbox: { x0, y0: 100, x1, y1: 120 },
});
const pageOf = (words: ReturnType<typeof word>[]): EnginePage => ({
  blocks: [
    {
      paragraphs: [
        {
          lines: [
            {
              text: words.map((w) => w.text).join(" "),
              confidence: 80,
              bbox: { x0: words[0]?.bbox.x0 ?? 0, y0: 100, x1: words.at(-1)?.bbox.x1 ?? 0, y1: 120 },
              words,
            },
          ],
        },
      ],
    },
  ],
});

describe("the engine's lines", () => {
  it("keep a line whole, with its least sure word's confidence", () => {
    const lines = ocrLinesOf(pageOf([word("Crit", 10, 50), word("Rate", 57, 100, 70), word("4%", 107, 130)]));
    expect(lines).toEqual([
      { text: "Crit Rate 4%", box: { x0: 10, y0: 100, x1: 130, y1: 120 }, confidence: 70 },
    ]);
  });

  it("part two tooltips side by side that the engine read as one line", () => {
    const colors: string[] = [];
    const lines = ocrLinesOf(
      pageOf([
        word("Normal", 10, 70),
        word("Boots", 77, 130, 60),
        word("Normal", 400, 460),
        word("Ring", 467, 510),
      ]),
      (box) => {
        colors.push(`${box.x0}-${box.x1}`);
        return box.x0 < 200 ? "#fff" : "#ccc";
      },
    );
    expect(lines).toEqual([
      { text: "Normal Boots", box: { x0: 10, y0: 100, x1: 130, y1: 120 }, confidence: 60, color: "#fff" },
      { text: "Normal Ring", box: { x0: 400, y0: 100, x1: 510, y1: 120 }, confidence: 90, color: "#ccc" },
    ]);
    expect(colors).toEqual(["10-130", "400-510"]);
  });
});
