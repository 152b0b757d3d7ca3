import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import { findSpecial } from "#core/rules/item-editing.ts";
import { parseDecimal } from "#core/rules/number-input.ts";
import {
  type BonusSource,
  generalAtkSpdSources,
  statBreakdown,
  sumSources,
} from "#core/rules/summary-sources.ts";
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

/** Where the weapon's base speed comes from: a named weapon's own, the typed one, or the default. */
export type BaseSpeedSource = { kind: "special"; itemName: string } | { kind: "typed" } | { kind: "default" };

// A chosen special weapon brings its own base speed; otherwise the typed one (comma accepted), default 2.
export function baseSpeed(
  hunter: HunterInput,
  gameData: GameData,
): { base: number; source: BaseSpeedSource } {
  const weapon = hunter.items.Weapon;
  const special = findSpecial(weapon.itemName, weapon.rarity, "Weapon", gameData);
  if (special?.weaponBase !== undefined)
    return { base: special.weaponBase, source: { kind: "special", itemName: special.itemName } };
  const typed = parseDecimal(weapon.baseAtkSpd);
  return typed > 0
    ? { base: typed, source: { kind: "typed" } }
    : { base: DEFAULT_BASE_SPEED, source: { kind: "default" } };
}

export const baseAtkSpd = (hunter: HunterInput, gameData: GameData): number =>
  baseSpeed(hunter, gameData).base;

// The general trait level picks the row labelled 'Level N'; an unusable multiplier counts as 1.
export function traitMultiplier(hunter: HunterInput, gameData: GameData): number {
  const level = hunter.general.trait;
  const row = gameData.traits.find((t) => t.label === `Level ${level}`) ?? gameData.traits[level];
  return row && row.value > 0 ? row.value : 1;
}

// Every ATK SPD bonus the Build Summary counts (item attributes within the rarity's count, specials and
// their skills, the best ATK SPD rune, the weapon rune, mount items, sets), plus guild, technology,
// the characteristic and the hunter's ATK SPD rarity (fractions, hence x100): the breakdown's sources.
export const atkSpdSources = (hunter: HunterInput, gameData: GameData): BonusSource[] => [
  ...(statBreakdown(hunter, gameData).get(ATK_SPD_STAT) ?? []),
  ...generalAtkSpdSources(hunter, gameData, ATK_SPD_STAT),
];

export const totalAtkSpdBonus = (hunter: HunterInput, gameData: GameData): number =>
  settle(sumSources(atkSpdSources(hunter, gameData)));

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
