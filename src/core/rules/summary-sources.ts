import { ITEM_SLOTS, type ItemSlot, MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData, Special } from "#core/game-data/schema.ts";
import { attributeCountOf, findSpecial, specialAttributes } from "#core/rules/item-editing.ts";
import { clampLevel } from "#core/rules/number-input.ts";
import { countedSets } from "#core/rules/set-picks.ts";
import type { HunterInput, SetEntry } from "#core/schemas/hunter.ts";

// Where every Build Summary number comes from (docs/decisions.md#2026-11-25-where-every-number-comes-from):
// each bonus a build carries, one source at a time, in the order the summary adds them. The summary and the
// attack speed are these sources summed (build-summary.ts, attack-speed.ts), so a breakdown can never
// disagree with the number it explains.

type MountSlot = (typeof MOUNT_ITEM_SLOTS)[number];

/** A rune of the same type that a higher (or equal, earlier) one outranked: shown, not counted. */
export type OutrankedRune = { slot: ItemSlot; value: number };

export type StatSource = { stat: string; value: number } & (
  | { kind: "attribute"; slot: ItemSlot; rarity: string }
  | { kind: "special"; slot: ItemSlot; itemName: string }
  | { kind: "specialSkill"; slot: ItemSlot; itemName: string; skill: string; level: number | null }
  | { kind: "rune"; slot: ItemSlot; outranked: OutrankedRune[] }
  | { kind: "weaponRune"; name: string; level: number }
  | { kind: "mountItem"; slot: MountSlot; rarity: string }
  | { kind: "set"; name: string; level: number }
);

/** What attack speed adds beyond the summary's ATK SPD line (docs/product.md#attack-speed). */
export type GeneralSource = { stat: string; value: number } & (
  | { kind: "guild" }
  | { kind: "technology" }
  | { kind: "characteristic"; name: string }
  | { kind: "atkSpdRarity"; label: string }
);

export type BonusSource = StatSource | GeneralSource;

// Sets whose game data names no stat (docs/product.md#build-summary).
const SET_STAT_FALLBACK: Record<string, string> = {
  Justice: "Damage to Monsters",
  Honor: "PvP Damage Reduction",
};

// Receives each source in the summary's order; the breakdown keeps those that count.
type Sink = (source: StatSource) => void;

// A special's bonus: its listed attribute values plus its skill (a level-type skill by the item's level).
export function specialBonus(special: Special, skillLevel: number): [string, number][] {
  const bonus: [string, number][] = [];
  addSpecial(special, skillLevel, special.itemSlot, (source) => bonus.push([source.stat, source.value]));
  return bonus;
}

function addSpecial(special: Special, skillLevel: number, slot: ItemSlot, add: Sink) {
  const { itemName, skill } = special;
  for (const row of specialAttributes(special))
    if (row.type !== "") add({ kind: "special", slot, itemName, stat: row.type, value: row.value });
  if (skill.skillType === "level") {
    const level = clampLevel(skillLevel);
    const value = skill.options[level - 1] ?? 0;
    add({ kind: "specialSkill", slot, itemName, skill: skill.name, level, stat: skill.stat, value });
  } else {
    for (const [stat, value] of Object.entries(skill.attributesValues))
      add({ kind: "specialSkill", slot, itemName, skill: skill.name, level: null, stat, value });
  }
}

export function setBonus(entry: SetEntry, gameData: GameData): [string, number] | null {
  const set = gameData.sets.find((s) => s.name === entry.name);
  const stat = set?.stat ?? SET_STAT_FALLBACK[entry.name];
  if (!set || !stat) return null;
  const value = Number(set.value.split(",")[clampLevel(entry.level) - 1]);
  return Number.isFinite(value) ? [stat, value] : null;
}

function addItems(hunter: HunterInput, gameData: GameData, add: Sink) {
  for (const slot of ITEM_SLOTS) {
    const item = hunter.items[slot];
    const special = findSpecial(item.itemName, item.rarity, slot, gameData);
    if (special) {
      addSpecial(special, item.skillLevel, slot, add);
      continue;
    }
    const count = attributeCountOf(item.rarity, gameData);
    for (const row of item.attributes.slice(0, count))
      add({ kind: "attribute", slot, rarity: item.rarity, stat: row.type, value: row.value });
  }
}

// Only the highest value of each rune type counts, whichever slots carry it; on a tie the first slot's.
function addRunes(hunter: HunterInput, add: Sink) {
  const best = new Map<string, OutrankedRune & { outranked: OutrankedRune[] }>();
  for (const slot of ITEM_SLOTS) {
    const { runeType, runeValue } = hunter.items[slot];
    if (runeType === "") continue;
    const held = best.get(runeType);
    if (!held) best.set(runeType, { slot, value: runeValue, outranked: [] });
    else if (runeValue > held.value) {
      const outranked = [...held.outranked, { slot: held.slot, value: held.value }];
      best.set(runeType, { slot, value: runeValue, outranked });
    } else held.outranked.push({ slot, value: runeValue });
  }
  for (const [stat, { slot, value, outranked }] of best) add({ kind: "rune", slot, stat, value, outranked });
}

function addWeaponRune(hunter: HunterInput, gameData: GameData, add: Sink) {
  const weapon = hunter.items.Weapon;
  const rune = gameData.weaponRuneTypes.find((w) => w.name === weapon.weaponRuneType);
  if (!rune) return;
  const level = clampLevel(weapon.weaponRuneLevel);
  add({ kind: "weaponRune", name: rune.name, level, stat: rune.stat, value: rune.options[level - 1] ?? 0 });
}

function addMountItems(hunter: HunterInput, gameData: GameData, add: Sink) {
  for (const slot of MOUNT_ITEM_SLOTS) {
    const state = hunter.mount.items[slot];
    const def = gameData.mountItems.find((d) => d.name === slot);
    if (!def || state.rarity === "") continue;
    for (const attr of def.attributes) {
      const current = state.attributes[attr.key];
      const type = attr.selectable ? current?.type : (attr.type ?? current?.type);
      if (current && type)
        add({ kind: "mountItem", slot, rarity: state.rarity, stat: type, value: current.value });
    }
  }
}

function addSets(hunter: HunterInput, gameData: GameData, add: Sink) {
  for (const entry of countedSets(hunter.sets)) {
    const bonus = setBonus(entry, gameData);
    if (bonus)
      add({ kind: "set", name: entry.name, level: clampLevel(entry.level), stat: bonus[0], value: bonus[1] });
  }
}

// A source counts when it names a stat and adds a finite, non-zero value.
const counts = (source: { stat: string; value: number }) =>
  source.stat !== "" && Number.isFinite(source.value) && source.value !== 0;

/**
 * Every Build Summary source of a build, grouped by stat. Within a stat the sources keep the order the
 * summary has always added them in (items slot by slot, the best runes, the weapon rune, mount items,
 * sets), so their sum is the same number to the last bit.
 */
export function statBreakdown(hunter: HunterInput, gameData: GameData): Map<string, StatSource[]> {
  const grouped = new Map<string, StatSource[]>();
  const add: Sink = (source) => {
    if (!counts(source)) return;
    const list = grouped.get(source.stat);
    if (list) list.push(source);
    else grouped.set(source.stat, [source]);
  };
  addItems(hunter, gameData, add);
  addRunes(hunter, add);
  addWeaponRune(hunter, gameData, add);
  addMountItems(hunter, gameData, add);
  addSets(hunter, gameData, add);
  return grouped;
}

/** What attack speed adds to the ATK SPD line: guild, technology, characteristic x100, ATK SPD rarity x100. */
export function generalAtkSpdSources(hunter: HunterInput, gameData: GameData, stat: string): GeneralSource[] {
  const { general } = hunter;
  const characteristic = gameData.characteristics.find((c) => c.name === general.characteristic);
  const rarity = gameData.hunterAttackSpeedRarity.find((r) => r.label === general.hunterAtkSpdRarity);
  const sources: GeneralSource[] = [
    { kind: "guild", stat, value: general.guild },
    { kind: "technology", stat, value: general.technology },
  ];
  if (characteristic)
    sources.push({
      kind: "characteristic",
      name: characteristic.name,
      stat,
      value: characteristic.value * 100,
    });
  if (rarity) sources.push({ kind: "atkSpdRarity", label: rarity.label, stat, value: rarity.value * 100 });
  return sources.filter(counts);
}

/** Sources added in order, as the rules have always added them. */
export const sumSources = (sources: readonly { value: number }[]): number =>
  sources.reduce((total, source) => total + source.value, 0);
