import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { statTotals } from "#core/rules/build-summary.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import { findSpecial } from "#core/rules/item-editing.ts";
import { parseDecimal } from "#core/rules/number-input.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// Attack speed (docs/product.md#attack-speed). The value is the time between attacks, so lower is faster.

export const ATK_SPD_STAT = "ATK SPD";
export const DEFAULT_BASE_SPEED = 2;

export type AttackSpeedReport = {
  base: number;
  multiplier: number;
  totalBonus: number;
  actual: number;
  actualDisplay: string;
  goal: number;
  missing: number;
  overflowing: boolean;
  missingDisplay: string;
};

const settle = (value: number): number => Math.round(value * 1e6) / 1e6;

// A chosen special weapon brings its own base speed; otherwise the typed one (comma accepted), default 2.
export function baseAtkSpd(hunter: HunterInput, gameData: GameData): number {
  const weapon = hunter.items.Weapon;
  const special = findSpecial(weapon.itemName, weapon.rarity, "Weapon", gameData);
  if (special?.weaponBase !== undefined) return special.weaponBase;
  const typed = parseDecimal(weapon.baseAtkSpd);
  return typed > 0 ? typed : DEFAULT_BASE_SPEED;
}

// The general trait level picks the row labelled 'Level N'; an unusable multiplier counts as 1.
export function traitMultiplier(hunter: HunterInput, gameData: GameData): number {
  const level = hunter.general.trait;
  const row = gameData.traits.find((t) => t.label === `Level ${level}`) ?? gameData.traits[level];
  return row && row.value > 0 ? row.value : 1;
}

// Every ATK SPD bonus the Build Summary counts (item attributes within the rarity's count, specials and
// their skills, the best ATK SPD rune, the weapon rune, mount items, sets), plus guild, technology,
// the characteristic and the hunter's ATK SPD rarity (fractions, hence x100).
export function totalAtkSpdBonus(hunter: HunterInput, gameData: GameData): number {
  const { general } = hunter;
  const characteristic = gameData.characteristics.find((c) => c.name === general.characteristic);
  const rarity = gameData.hunterAttackSpeedRarity.find((r) => r.label === general.hunterAtkSpdRarity);
  return settle(
    (statTotals(hunter, gameData).get(ATK_SPD_STAT) ?? 0) +
      general.guild +
      general.technology +
      (characteristic?.value ?? 0) * 100 +
      (rarity?.value ?? 0) * 100,
  );
}

type SpeedParts = { base: number; multiplier: number; totalBonus: number; goal: number };
type MissingAtkSpd = { missing: number; overflowing: boolean };

const speedParts = (hunter: HunterInput, gameData: GameData): SpeedParts => ({
  base: baseAtkSpd(hunter, gameData),
  multiplier: traitMultiplier(hunter, gameData),
  totalBonus: totalAtkSpdBonus(hunter, gameData),
  goal: hunter.atkSpdGoal,
});

// A bonus of 100% or more would mean attacking before the last attack ended: the time floors at 0
// (docs/decisions.md, bounds of the attack speed inputs).
const actualFrom = ({ base, multiplier, totalBonus }: SpeedParts): number =>
  Math.max(0, (base * (1 - totalBonus / 100)) / multiplier);

// The bonus % still needed to reach the goal; below zero the build already overshoots it.
function missingFrom({ base, multiplier, totalBonus, goal }: SpeedParts): MissingAtkSpd {
  const missing = settle((1 - (goal * multiplier) / base) * 100 - totalBonus);
  return { missing, overflowing: missing < 0 };
}

export const actualAtkSpd = (hunter: HunterInput, gameData: GameData): number =>
  actualFrom(speedParts(hunter, gameData));

export const missingAtkSpd = (hunter: HunterInput, gameData: GameData): MissingAtkSpd =>
  missingFrom(speedParts(hunter, gameData));

export const formatAtkSpd = (n: number): string => formatDecimal(n, 4);

export const formatMissing = ({ missing, overflowing }: MissingAtkSpd): string =>
  overflowing ? messages.overflowing : `${formatDecimal(missing, 2)}%`;

export function attackSpeedReport(hunter: HunterInput, gameData: GameData): AttackSpeedReport {
  const parts = speedParts(hunter, gameData);
  const actual = actualFrom(parts);
  const missing = missingFrom(parts);
  return {
    ...parts,
    actual,
    actualDisplay: formatAtkSpd(actual),
    ...missing,
    missingDisplay: formatMissing(missing),
  };
}
