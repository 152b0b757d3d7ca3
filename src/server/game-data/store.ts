import { createHash } from "node:crypto";
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

// Keyed by identity: serializing and hashing happen once per loaded or imported data set, whatever
// store handed it out.
const serialized = new WeakMap<GameData, SerializedGameData>();

export function serializeGameData(data: GameData): SerializedGameData {
  const cached = serialized.get(data);
  if (cached) return cached;
  const body = JSON.stringify(data);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const entry = { body, etag };
  serialized.set(data, entry);
  return entry;
}
