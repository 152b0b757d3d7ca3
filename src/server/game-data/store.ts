import { createHash } from "node:crypto";
import { gameDataAnswer, translatedLanguage } from "#core/game-data/answer.ts";
import type { GameData } from "#core/game-data/schema.ts";

export interface GameDataStore {
  get: () => GameData;
  replace: (data: GameData) => void;
}

/** The game data the app serves: read once at start-up, swapped whole after an import. */
export function createGameDataStore(initial: GameData): GameDataStore {
  let current = initial;
  return {
    get: () => current,
    replace: (data) => {
      current = data;
    },
  };
}

interface SerializedGameData {
  body: string;
  etag: string;
}

// Keyed by identity, then by the answer's language: serializing and hashing happen once per loaded or
// imported data set and language, whatever store handed it out. The ETag hashes the body, so each language's
// answer revalidates on its own.
const serialized = new WeakMap<GameData, Map<string, SerializedGameData>>();

/** The answer for game names in `language` (src/core/game-data/answer.ts), serialized, and its ETag. */
export function serializeGameData(data: GameData, language?: string): SerializedGameData {
  const key = translatedLanguage(language) ?? "";
  let answers = serialized.get(data);
  if (!answers) {
    answers = new Map();
    serialized.set(data, answers);
  }
  const cached = answers.get(key);
  if (cached) return cached;
  const body = JSON.stringify(gameDataAnswer(data, key));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const entry = { body, etag };
  answers.set(key, entry);
  return entry;
}
