import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { chooseSpecial, normalizeAddItem, specialsFor } from "#core/rules/item-editing.ts";
import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";
import type { seeded } from "../seeded.ts";

// Items a player could own, drawn from the shipped game data: the ground truth the corpus's screenshots show.

export type Random = ReturnType<typeof seeded>;
export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random.next() * (max - min + 1));

export function sampleItem(random: Random, gameData: GameData): InventoryItemData {
  const itemType = random.pick(ITEM_SLOTS);
  const rarity = random.pick(gameData.itemRarity);
  let input: AddItemInput = {
    itemType,
    rarity: rarity.name,
    quality: random.pick(gameData.itemQuality).name,
    itemName: "",
    attributes: Array.from({ length: rarity.attributeCount }, () => ({
      type: random.pick(gameData.attributes),
      value: between(random, 1, rarity.attributeMax ?? 10),
    })),
    runeType: "",
    runeValue: 0,
    engraved: random.next() < 0.3,
  };
  const specials = specialsFor(rarity.name, itemType, gameData);
  if (specials.length > 0 && random.next() < 0.35) {
    input = chooseSpecial(input, random.pick(specials), gameData);
    if (input.skillLevel !== undefined) input.skillLevel = between(random, 1, 3);
  }
  if (random.next() < 0.5) {
    input.runeType = random.pick(gameData.runeTypes);
    input.runeValue = between(random, 1, 12);
  }
  if (itemType === "Weapon") {
    if (input.itemName === "") input.baseAtkSpd = (1.5 + between(random, 0, 100) / 100).toFixed(2);
    if (random.next() < 0.6) {
      input.weaponRuneType = random.pick(gameData.weaponRuneTypes).name;
      input.weaponRuneLevel = between(random, 1, 3);
    }
  }
  const normalized = normalizeAddItem(input, { isVip: false }, gameData);
  if (!normalized.ok) throw new Error("a sampled item did not normalize");
  return normalized.item;
}
