// `npm run cards:goldens`: draws the four golden cards again and writes them over tests/cards/golden/*.png.
// Run it only when a card was changed on purpose, then open every file it wrote before committing them.
import { mkdirSync, writeFileSync } from "node:fs";
import { renderPng } from "#server/cards/render.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { goldenCards } from "../tests/cards/fixtures.ts";

const out = process.argv[2] ?? new URL("../tests/cards/golden/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
for (const [name, tree] of Object.entries(goldenCards(loadGameDataFile()))) {
  const started = performance.now();
  const png = await renderPng(tree);
  writeFileSync(`${out}/${name}.png`, png);
  console.log(`${name}.png  ${png.length} bytes  ${(performance.now() - started).toFixed(0)} ms`);
}
