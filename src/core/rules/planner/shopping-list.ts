import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { ATK_SPD_STAT, baseAtkSpd, missingAtkSpd, totalAtkSpdBonus } from "#core/rules/attack-speed.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { buildConstants, itemParts } from "#core/rules/planner/parts.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";

// "What to farm" (docs/decisions.md#2026-11-23-what-to-farm-and-the-game-datas-attribute-ceiling): starting
// from the best build the player's items allow, the fewest slots whose new item closes the gap, each asked
// for as a plain item of the game: one ATK SPD row no higher than its rarity can roll (game data
// `attributeMax`), no rune, a weapon of the same base speed.

type ShoppingEntry = { slot: ItemSlot; rarity: string; orBetter: boolean; value: number };
export type ShoppingList = { entries: ShoppingEntry[]; hunter: HunterInput };

const combinations = (n: number, size: number): number[][] => {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - size; first++) {
    for (const rest of combinations(n - first - 1, size - 1))
      out.push([first, ...rest.map((r) => r + first + 1)]);
  }
  return out;
};

const capOf = (rarity: GameData["itemRarity"][number]): number =>
  rarity.attributeMax ?? Number.POSITIVE_INFINITY;

// The lowest rarity that can roll `value`, and whether every rarer one can too.
function rarityFor(value: number, gameData: GameData): { rarity: string; orBetter: boolean } | null {
  const index = gameData.itemRarity.findIndex((r) => capOf(r) >= value);
  const found = gameData.itemRarity[index];
  if (!found) return null;
  const better = gameData.itemRarity.slice(index + 1);
  return { rarity: found.name, orBetter: better.length > 0 && better.every((r) => capOf(r) >= value) };
}

export function farmedItem(entry: ShoppingEntry, base: number, gameData: GameData): InventoryItemData {
  return {
    itemType: entry.slot,
    rarity: entry.rarity,
    quality: gameData.itemQuality[0]?.name ?? "",
    attributes: [{ type: ATK_SPD_STAT, value: entry.value }],
    runeType: "",
    runeValue: 0,
    engraved: false,
    ...(entry.slot === "Weapon" ? { baseAtkSpd: String(base) } : {}),
  };
}

const withFarmed = (hunter: HunterInput, entries: ShoppingEntry[], gameData: GameData): HunterInput => {
  const base = baseAtkSpd(hunter, gameData);
  return entries.reduce(
    (build, entry) => equipInventoryItem(build, farmedItem(entry, base, gameData), gameData),
    hunter,
  );
};

const split = (total: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0));

export function shoppingList(best: HunterInput, gameData: GameData): ShoppingList | null {
  const parts = ITEM_SLOTS.map((slot) => itemParts(slot, best.items[slot], ATK_SPD_STAT, gameData));
  const constant = buildConstants(best, ATK_SPD_STAT, gameData).atk;
  const need = missingAtkSpd(best, gameData).missing + totalAtkSpdBonus(best, gameData);
  const maxValue = Math.max(...gameData.itemRarity.map(capOf));

  for (let size = 1; size <= ITEM_SLOTS.length; size++) {
    let chosen: { slots: number[]; required: number } | null = null;
    for (const slots of combinations(ITEM_SLOTS.length, size)) {
      const kept = parts.filter((_, i) => !slots.includes(i));
      const keptAtk =
        kept.reduce((total, p) => total + p.atk, 0) + Math.max(0, ...kept.map((p) => p.atkRune));
      const required = need - constant - keptAtk;
      if (required <= size * maxValue && (!chosen || required < chosen.required))
        chosen = { slots, required };
    }
    if (!chosen) continue;
    let values = split(Math.max(size, Math.ceil(chosen.required - 1e-9)), size);
    // The real rules settle sums to 1e-6; one more point per slot covers that, never past the cap.
    for (let attempt = 0; attempt <= size; attempt++) {
      const entries = toEntries(chosen.slots, values, gameData);
      if (!entries) break;
      const hunter = withFarmed(best, entries, gameData);
      if (missingAtkSpd(hunter, gameData).missing <= 0) return { entries, hunter };
      values = values.map((v, i) => (i === attempt ? v + 1 : v));
    }
  }
  return null;
}

function toEntries(slots: number[], values: number[], gameData: GameData): ShoppingEntry[] | null {
  const entries: ShoppingEntry[] = [];
  for (const [i, slotIndex] of slots.entries()) {
    const value = values[i] ?? 0;
    const found = rarityFor(value, gameData);
    const slot = ITEM_SLOTS[slotIndex];
    if (!found || !slot) return null;
    entries.push({ slot, value, ...found });
  }
  return entries;
}
