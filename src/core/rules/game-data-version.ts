import type { GameData } from "#core/game-data/schema.ts";

// Game data has no version number of its own; an export names the data it was made with by a short
// fingerprint of its content (FNV-1a), so a preview can tell the player the instance's data differs.
const versions = new WeakMap<GameData, string>();

export function gameDataVersion(gameData: GameData): string {
  const known = versions.get(gameData);
  if (known) return known;
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(gameData)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const version = hash.toString(16).padStart(8, "0");
  versions.set(gameData, version);
  return version;
}
