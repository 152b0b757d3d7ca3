import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { type AttackSpeedReport, attackSpeedReport } from "#core/rules/attack-speed.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { attributeCountOf, findSpecial, specialAttributes } from "#core/rules/item-editing.ts";
import { equippedForm, type OwnedItem } from "#core/rules/planner/options.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";

// "Build this from my inventory"
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build): per
// slot the owned item closest to the shared build's, the same item type first, then the same special where
// the build uses one, then the most attribute types in common (the inventory's 'n / m Attribute Matches'
// idea), then the closest values.

type SlotItem = HunterInput["items"][ItemSlot];

export type SlotMatch = {
  slot: ItemSlot;
  itemId: string | null;
  // 0-1; null when the shared build leaves the slot empty.
  score: number | null;
  matches: number;
  wanted: number;
};

type FilledBuild = {
  slots: SlotMatch[];
  score: number;
  hunter: HunterInput;
  report: AttackSpeedReport;
};

const isEmpty = (item: SlotItem) => item.rarity === "";

// The stat types an item really carries: a special's own list, else its rows within the rarity's count.
function typesOf(item: SlotItem, slot: ItemSlot, gameData: GameData): Map<string, number> {
  const special = findSpecial(item.itemName, item.rarity, slot, gameData);
  const rows = special
    ? specialAttributes(special)
    : item.attributes.slice(0, attributeCountOf(item.rarity, gameData));
  const types = new Map<string, number>();
  for (const row of rows)
    if (row.type !== "") types.set(row.type, Math.max(types.get(row.type) ?? 0, row.value));
  return types;
}

type Scored = { item: OwnedItem; score: number; matches: number; closeness: number; rarity: number };

function scoreItem(target: SlotItem, slot: ItemSlot, item: OwnedItem, gameData: GameData): Scored {
  const wanted = typesOf(target, slot, gameData);
  const owned = typesOf(equippedForm(item, gameData), slot, gameData);
  let matches = 0;
  let closeness = 0;
  for (const [type, value] of wanted) {
    const mine = owned.get(type);
    if (mine === undefined) continue;
    matches += 1;
    const high = Math.max(Math.abs(value), Math.abs(mine));
    closeness += high === 0 ? 1 : Math.min(value, mine) / high;
  }
  const needsSpecial = target.itemName !== "";
  const special = needsSpecial && item.itemName === target.itemName ? 1 : 0;
  const total = wanted.size + (needsSpecial ? 1 : 0);
  const rarity = gameData.itemRarity.findIndex((r) => r.name === item.rarity);
  return { item, score: total === 0 ? 1 : (matches + special) / total, matches, closeness, rarity };
}

const better = (a: Scored, b: Scored): boolean =>
  a.score !== b.score
    ? a.score > b.score
    : a.closeness !== b.closeness
      ? a.closeness > b.closeness
      : a.rarity > b.rarity;

export function fillBuild(build: HunterInput, items: readonly OwnedItem[], gameData: GameData): FilledBuild {
  const blankItems = newHunter().items;
  let hunter: HunterInput = { ...build, items: { ...blankItems } };
  const slots: SlotMatch[] = ITEM_SLOTS.map((slot) => {
    const target = build.items[slot];
    const wanted = typesOf(target, slot, gameData).size;
    if (isEmpty(target)) return { slot, itemId: null, score: null, matches: 0, wanted };
    let best: Scored | undefined;
    for (const item of items) {
      if (item.itemType !== slot) continue;
      const scored = scoreItem(target, slot, item, gameData);
      if (!best || better(scored, best)) best = scored;
    }
    if (!best) return { slot, itemId: null, score: 0, matches: 0, wanted };
    hunter = equipInventoryItem(hunter, best.item, gameData);
    return { slot, itemId: best.item.id, score: best.score, matches: best.matches, wanted };
  });
  const scored = slots.flatMap((s) => (s.score === null ? [] : [s.score]));
  const score = scored.length === 0 ? 1 : scored.reduce((a, b) => a + b, 0) / scored.length;
  return { slots, score, hunter, report: attackSpeedReport(hunter, gameData) };
}
