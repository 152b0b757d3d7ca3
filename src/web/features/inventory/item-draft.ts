import type { GameData, ItemSlot } from "#core/game-data/schema.ts";
import { attributeCountOf, clearSpecial } from "#core/rules/item-editing.ts";
import type { AttributeRow } from "#core/schemas/hunter.ts";
import { blankAttributeRows, DEFAULT_BASE_ATK_SPD } from "#core/schemas/hunter-constants.ts";
import type { AddItemInput } from "#core/schemas/inventory-item.ts";

// The add-item dialog's state (docs/product.md#add-item); the item-editing rules of src/core
// apply to it as to an item in the builder. The typed base speed stays text until saved.
export type ItemDraft = {
  itemType: ItemSlot | "";
  rarity: string;
  quality: string;
  itemName: string;
  attributes: AttributeRow[];
  runeType: string;
  runeValue: number;
  skillLevel: number;
  baseAtkSpd: string;
  weaponRuneType: string;
  weaponRuneLevel: number;
  engraved: boolean;
  inheritable: boolean;
};

export const blankDraft = (): ItemDraft => ({
  itemType: "",
  rarity: "",
  quality: "",
  itemName: "",
  attributes: blankAttributeRows(),
  runeType: "",
  runeValue: 0,
  skillLevel: 1,
  baseAtkSpd: DEFAULT_BASE_ATK_SPD,
  weaponRuneType: "",
  weaponRuneLevel: 1,
  engraved: false,
  inheritable: false,
});

/**
 * The next item after 'Save and add another' (docs/product.md#quick-entry): the same type, rarity and quality,
 * every other field as in a new item.
 */
export const nextDraft = ({ itemType, rarity, quality }: ItemDraft): ItemDraft => ({
  ...blankDraft(),
  itemType,
  rarity,
  quality,
});

// Specials belong to a slot, so another item type drops the chosen one.
export function setItemType(draft: ItemDraft, itemType: ItemSlot | "", gameData: GameData): ItemDraft {
  const kept = draft.itemName === "" ? draft : clearSpecial(draft, gameData);
  return { ...kept, itemType };
}

/** What Save Item sends, or null when type, rarity or quality is missing (then nothing is saved, docs/product.md#add-item). */
export function toAddItemInput(draft: ItemDraft, gameData: GameData): AddItemInput | null {
  if (draft.itemType === "" || draft.rarity === "" || draft.quality === "") return null;
  const weapon = draft.itemType === "Weapon";
  return {
    itemType: draft.itemType,
    rarity: draft.rarity,
    quality: draft.quality,
    itemName: draft.itemName,
    attributes: draft.attributes.slice(0, attributeCountOf(draft.rarity, gameData)),
    runeType: draft.runeType,
    runeValue: draft.runeType === "" ? 0 : draft.runeValue,
    skillLevel: draft.skillLevel,
    engraved: draft.engraved,
    inheritable: draft.inheritable,
    ...(weapon
      ? {
          baseAtkSpd: draft.baseAtkSpd,
          weaponRuneType: draft.weaponRuneType,
          weaponRuneLevel: draft.weaponRuneLevel,
        }
      : {}),
  };
}
