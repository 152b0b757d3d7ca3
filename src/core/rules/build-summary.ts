import { ITEM_SLOTS, MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData, Special } from "#core/game-data/schema.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import { attributeCountOf, findSpecial, specialAttributes } from "#core/rules/item-editing.ts";
import { clampLevel } from "#core/rules/number-input.ts";
import { countedSets } from "#core/rules/set-picks.ts";
import type { HunterInput, MountItemState, SetEntry } from "#core/schemas/hunter.ts";

// The Build Summary (docs/product.md#build-summary): every stat bonus a build carries, summed per stat.

export type SummaryLine = { stat: string; value: number; display: string };

// Sets whose game data names no stat (docs/product.md#build-summary).
const SET_STAT_FALLBACK: Record<string, string> = {
  Justice: "Damage to Monsters",
  Honor: "PvP Damage Reduction",
};

// A special's bonus: its listed attribute values plus its skill (a level-type skill by the item's level).
export function specialBonus(special: Special, skillLevel: number): [string, number][] {
  const bonus: [string, number][] = specialAttributes(special)
    .filter((row) => row.type !== "")
    .map((row) => [row.type, row.value]);
  const { skill } = special;
  if (skill.skillType === "level") bonus.push([skill.stat, skill.options[clampLevel(skillLevel) - 1] ?? 0]);
  else bonus.push(...Object.entries(skill.attributesValues));
  return bonus;
}

export function setBonus(entry: SetEntry, gameData: GameData): [string, number] | null {
  const set = gameData.sets.find((s) => s.name === entry.name);
  const stat = set?.stat ?? SET_STAT_FALLBACK[entry.name];
  if (!set || !stat) return null;
  const value = Number(set.value.split(",")[clampLevel(entry.level) - 1]);
  return Number.isFinite(value) ? [stat, value] : null;
}

function mountItemBonus(state: MountItemState, slot: string, gameData: GameData): [string, number][] {
  const def = gameData.mountItems.find((d) => d.name === slot);
  if (!def || state.rarity === "") return [];
  const bonus: [string, number][] = [];
  for (const attr of def.attributes) {
    const current = state.attributes[attr.key];
    const type = attr.selectable ? current?.type : (attr.type ?? current?.type);
    if (current && type) bonus.push([type, current.value]);
  }
  return bonus;
}

// Only the highest value of each rune type counts, whichever slots carry it.
function bestRunes(hunter: HunterInput): Map<string, number> {
  const best = new Map<string, number>();
  for (const slot of ITEM_SLOTS) {
    const { runeType, runeValue } = hunter.items[slot];
    if (runeType !== "") best.set(runeType, Math.max(best.get(runeType) ?? 0, runeValue));
  }
  return best;
}

export function statTotals(hunter: HunterInput, gameData: GameData): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (stat: string, value: number) => {
    if (stat !== "" && Number.isFinite(value)) totals.set(stat, (totals.get(stat) ?? 0) + value);
  };
  for (const slot of ITEM_SLOTS) {
    const item = hunter.items[slot];
    const special = findSpecial(item.itemName, item.rarity, slot, gameData);
    if (special) {
      for (const [stat, value] of specialBonus(special, item.skillLevel)) add(stat, value);
      continue;
    }
    const rows = item.attributes.slice(0, attributeCountOf(item.rarity, gameData));
    for (const row of rows) add(row.type, row.value);
  }
  for (const [stat, value] of bestRunes(hunter)) add(stat, value);
  const weapon = hunter.items.Weapon;
  const weaponRune = gameData.weaponRuneTypes.find((w) => w.name === weapon.weaponRuneType);
  if (weaponRune) add(weaponRune.stat, weaponRune.options[clampLevel(weapon.weaponRuneLevel) - 1] ?? 0);
  for (const slot of MOUNT_ITEM_SLOTS) {
    for (const [stat, value] of mountItemBonus(hunter.mount.items[slot], slot, gameData)) add(stat, value);
  }
  for (const entry of countedSets(hunter.sets)) {
    const bonus = setBonus(entry, gameData);
    if (bonus) add(...bonus);
  }
  return totals;
}

// Sums of two-decimal values drift in binary; six decimals keep the totals exact for display and tests.
const settle = (value: number): number => Math.round(value * 1e6) / 1e6;

export function buildSummary(hunter: HunterInput, gameData: GameData): SummaryLine[] {
  const order = new Map(gameData.attributes.map((stat, index) => [stat, index]));
  const rank = (stat: string) => order.get(stat) ?? Number.POSITIVE_INFINITY;
  return [...statTotals(hunter, gameData)]
    .map(([stat, total]) => ({ stat, value: settle(total) }))
    .filter((line) => line.value !== 0)
    .sort((a, b) => rank(a.stat) - rank(b.stat) || (a.stat < b.stat ? -1 : a.stat > b.stat ? 1 : 0))
    .map((line) => ({ ...line, display: `${formatDecimal(line.value, 2)}%` }));
}

// Rune types on more than one slot, in the order of the slot that carries each first.
export function duplicateRuneTypes(hunter: HunterInput): string[] {
  const slotsPerType = new Map<string, number>();
  for (const slot of ITEM_SLOTS) {
    const { runeType } = hunter.items[slot];
    if (runeType !== "") slotsPerType.set(runeType, (slotsPerType.get(runeType) ?? 0) + 1);
  }
  return [...slotsPerType].filter(([, slots]) => slots > 1).map(([runeType]) => runeType);
}
