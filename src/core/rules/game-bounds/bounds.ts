import type { GameData, Special } from "#core/game-data/schema.ts";
import { LEVEL_MAX, LEVEL_MIN, TRAIT_MAX } from "#core/rules/number-input.ts";

// The bounds the game data sets on a value (docs/product.md#the-games-rules-on-every-value). A bound the game
// data leaves out holds nothing: every function answers undefined then, never a guessed number.

export type Range = { min: number; max: number };

/** The highest value one attribute row of this rarity rolls, when the game data says. */
export const attributeMaxOf = (rarity: string, gameData: GameData): number | undefined =>
  gameData.itemRarity.find((r) => r.name === rarity)?.attributeMax;

/** Whether an item of this rarity carries each stat at most once. */
export const attributesOnceFor = (rarity: string, gameData: GameData): boolean =>
  gameData.itemRarity.find((r) => r.name === rarity)?.attributesOnce === true;

/** The base speeds a typed (not special) weapon may have, when the game data says. */
export const weaponBaseSpeedRange = (gameData: GameData): Range | undefined => gameData.weaponBaseSpeed;

const levelsOf = (options: readonly unknown[]): Range => ({ min: LEVEL_MIN, max: options.length });

/** The weapon rune's levels: one per option of the chosen rune; any rune's when none is chosen. */
export function weaponRuneLevelRange(runeType: string, gameData: GameData): Range {
  const rune = gameData.weaponRuneTypes.find((r) => r.name === runeType);
  return rune ? levelsOf(rune.options) : { min: LEVEL_MIN, max: LEVEL_MAX };
}

/** A level-type special skill's levels, one per option. */
export const skillLevelRange = (special: Special | undefined): Range =>
  special?.skill.skillType === "level" ? levelsOf(special.skill.options) : { min: LEVEL_MIN, max: LEVEL_MAX };

/** A set's levels: one per value of its list. */
export function setLevelRange(setName: string, gameData: GameData): Range {
  const set = gameData.sets.find((s) => s.name === setName);
  return set ? levelsOf(set.value.split(",")) : { min: LEVEL_MIN, max: LEVEL_MAX };
}

/** Trait levels: the general trait's table has a row for each level from 0. */
export const traitLevelRange = (gameData: GameData): Range => ({
  min: 0,
  max: Math.min(TRAIT_MAX, gameData.traits.length - 1),
});
