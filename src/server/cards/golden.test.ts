import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { goldenCards } from "../../../tests/cards/fixtures.ts";
import { renderPng } from "./render.ts";

// The four fixed cards drawn now against the committed goldens (tests/cards/golden/). Fonts ship with the
// repo and resvg reads no system font, so a card differs only by anti-aliasing noise; anything more is a
// change. A change made on purpose: `npm run cards:goldens`, then look at every file before committing.
const goldenDir = new URL("../../../tests/cards/golden/", import.meta.url);
const diffDir = new URL("../../../test-results/card-diffs/", import.meta.url);
// About 75 pixels: one changed letter differs by more.
const MAX_DIFFERENT = 0.0001;

describe("build card goldens", () => {
  const cards = goldenCards(loadGameDataFile());
  it.each(Object.keys(cards))("%s looks as committed", async (name) => {
    const drawn = PNG.sync.read(await renderPng(cards[name] as never));
    const golden = PNG.sync.read(readFileSync(new URL(`${name}.png`, goldenDir)));
    expect([drawn.width, drawn.height]).toEqual([1200, 630]);
    expect([golden.width, golden.height]).toEqual([1200, 630]);
    const diff = new PNG({ width: 1200, height: 630 });
    const different = pixelmatch(drawn.data, golden.data, diff.data, 1200, 630, { threshold: 0.1 });
    if (different / (1200 * 630) > MAX_DIFFERENT) {
      if (!existsSync(diffDir)) mkdirSync(diffDir, { recursive: true });
      writeFileSync(new URL(`${name}.diff.png`, diffDir), PNG.sync.write(diff));
      writeFileSync(new URL(`${name}.drawn.png`, diffDir), PNG.sync.write(drawn));
    }
    expect(
      different / (1200 * 630),
      `pixels that differ (diff in test-results/card-diffs/)`,
    ).toBeLessThanOrEqual(MAX_DIFFERENT);
  });
});
