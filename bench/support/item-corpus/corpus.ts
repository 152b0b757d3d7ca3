import { readFileSync } from "node:fs";
import type { GameData } from "#core/game-data/schema.ts";
import { gameDataSchema } from "#core/game-data/schema.ts";
import { scanLabelsOf } from "#core/rules/item-scan/vocabulary.ts";
import { seeded } from "../seeded.ts";
import { between, sampleItem } from "./sample.ts";
import { FONTS, type Screen, type ScreenCase } from "./screen.ts";

// The corpus: every combination the recognizer must survive (docs/product.md#performance-budgets), cycled
// so that even a small corpus has each font, phone, theme and layout, with JPEG quality 50-95 and scale
// 0.6-1.5 drawn per image.

const SCREENS: Screen[] = [
  { name: "360×780 @2", width: 360, height: 780, ratio: 2 },
  { name: "390×844 @3", width: 390, height: 844, ratio: 3 },
  { name: "412×915 @2.6", width: 412, height: 915, ratio: 2.625 },
  { name: "430×932 @3", width: 430, height: 932, ratio: 3 },
  { name: "landscape 844×390 @2", width: 844, height: 390, ratio: 2 },
];

export const loadGameData = (): GameData =>
  gameDataSchema.parse(
    JSON.parse(readFileSync(new URL("../../../data/game-data.json", import.meta.url), "utf8")),
  );

type Catalogue = Parameters<typeof scanLabelsOf>[0] & { itemEditor: { level: string } };
const catalogueOf = (language: string): Catalogue =>
  JSON.parse(
    readFileSync(
      new URL(`../../../src/core/i18n/locales/${language}/components.json`, import.meta.url),
      "utf8",
    ),
  );

export function buildCorpus(
  count: number,
  gameData: GameData,
  { seed = 44, language = "en" } = {},
): ScreenCase[] {
  const random = seeded(seed);
  const catalogue = catalogueOf(language);
  const labels = scanLabelsOf(catalogue);
  const levelText = (level: number) => catalogue.itemEditor.level.replace("{{level}}", String(level));
  return Array.from({ length: count }, (_, i) => {
    const screen = SCREENS[i % SCREENS.length] as Screen;
    // One image in six holds several items: side by side on a wide enough screen, else stacked.
    const several = i % 6 === 5;
    const layout = !several ? "single" : screen.width > 600 ? "columns" : "stack";
    const items = Array.from({ length: several ? between(random, 2, 3) : 1 }, () =>
      sampleItem(random, gameData),
    );
    return {
      items: layout === "columns" ? items.slice(0, 2) : screen.width > 600 ? items.slice(0, 1) : items,
      screen,
      font: FONTS[Math.floor(i / SCREENS.length) % FONTS.length] ?? "Inter",
      theme: Math.floor(i / 2) % 2 === 0 ? "dark" : "light",
      layout,
      scale: Math.round((0.6 + random.next() * 0.9) * 100) / 100,
      jpegQuality: random.pick([50, 60, 70, 80, 90, 95]),
      language,
      labels,
      levelText,
    } satisfies ScreenCase;
  });
}
