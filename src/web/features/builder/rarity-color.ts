import type { GameData } from "#core/game-data/schema.ts";

// Hunter rarities share their names with item rarities, whose game-data colours they wear.
export const rarityColor = (name: string, gameData: GameData): string | undefined =>
  gameData.itemRarity.find((r) => r.name === name)?.color;
