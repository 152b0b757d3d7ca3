import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// Hunter and item rarities share their names (Normal ... Ultimate), so one colour table serves both.
export const rarityColor = (rarity: string, gameData: GameData): string | undefined =>
  gameData.itemRarity.find((r) => r.name === rarity)?.color;

export const classColor = (className: string, gameData: GameData): string | undefined =>
  gameData.classes.find((c) => c.name === className)?.color;

export const qualityColor = (quality: string, gameData: GameData): string | undefined =>
  gameData.itemQuality.find((q) => q.name === quality)?.color;

export const ULTIMATE = "Ultimate";

// The '100% Engraved!' badge (docs/product.md#home-roster): every one of the eight equipment pieces engraved.
export const isFullyEngraved = (hunter: Pick<HunterInput, "items">): boolean =>
  ITEM_SLOTS.every((slot) => hunter.items[slot].engraved);
