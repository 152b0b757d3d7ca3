import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GameDataError, parseGameData } from "#core/game-data/parse.ts";
import type { GameData } from "#core/game-data/schema.ts";

// The shipped data/game-data.json, found from this module so the server may start from any folder.
export const gameDataPath = fileURLToPath(new URL("../../../data/game-data.json", import.meta.url));

// Reads and checks a game data file; every failure names the file, and a bad file lists its bad paths.
export function loadGameDataFile(path: string = gameDataPath): GameData {
  const source = `game data file ${path}`;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`Cannot read ${source}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new GameDataError([{ path: "", message: `not valid JSON (${(error as Error).message})` }], source);
  }
  return parseGameData(json, source);
}
