import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GameDataError } from "#core/game-data/parse.ts";
import { gameDataPath, loadGameDataFile } from "./load.ts";

const dir = mkdtempSync(join(tmpdir(), "game-data-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe("loadGameDataFile", () => {
  it("loads the shipped data/game-data.json by default", () => {
    expect(gameDataPath.endsWith(join("data", "game-data.json"))).toBe(true);
    expect(loadGameDataFile().hunterRarity).toEqual([
      "Normal",
      "Rare",
      "Superior",
      "Heroic",
      "Legendary",
      "Ultimate",
    ]);
  });

  it("names the file when it is not JSON", () => {
    const path = file("syntax.json", '{ "classes": [');
    expect(() => loadGameDataFile(path)).toThrow(GameDataError);
    expect(() => loadGameDataFile(path)).toThrow(`Invalid game data file ${path}:\n  (root): not valid JSON`);
  });

  it("names the file and the bad path when the data is wrong", () => {
    const data = JSON.parse(readFileSync(gameDataPath, "utf8"));
    data.specials[0].itemType = "Mythic";
    const path = file("bad.json", JSON.stringify(data));
    expect(() => loadGameDataFile(path)).toThrow(
      `Invalid game data file ${path}:\n  specials[0].itemType: "Mythic" is not an item rarity`,
    );
  });

  it("names a missing file", () => {
    const path = join(dir, "missing.json");
    expect(() => loadGameDataFile(path)).toThrow(`Cannot read game data file ${path}`);
  });
});

// Image paths are site paths served from data/ (e.g. /avatars/wolf.svg is data/avatars/wolf.svg).
describe("shipped images", () => {
  const data = loadGameDataFile();
  const root = dirname(gameDataPath);
  const images = [
    ...data.avatars,
    ...data.VIPavatars,
    ...data.traitTypes.map((t) => t.image),
    ...data.specials.map((s) => s.skill.image),
    ...data.sets.map((s) => s.image),
    ...data.mountItems.map((m) => m.image),
  ];

  it.each(images)("%s is a shipped, self-contained SVG", (image) => {
    const path = join(root, image);
    expect(existsSync(path)).toBe(true);
    const svg = readFileSync(path, "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/href="(?!#)|url\((?!#)/);
    expect(svg.length).toBeLessThan(3072);
  });
});
