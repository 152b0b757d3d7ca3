// Lists the rest of the app codes against by name (docs/product.md#data-model). They live apart from the zod schemas so
// screens can use them without loading zod on their first page (docs/product.md#performance-budgets).

export const CLASS_FAMILIES = ["warrior", "mage", "archer", "cleric"] as const;
export type ClassFamily = (typeof CLASS_FAMILIES)[number];

export const ITEM_SLOTS = ["Weapon", "Necklace", "Ring", "Armor", "Gloves", "Boots", "Hat", "Belt"] as const;
export type ItemSlot = (typeof ITEM_SLOTS)[number];

export const MOUNT_ITEM_SLOTS = ["Horseshoe", "Saddle", "Reins"] as const;
export const MOUNT_ITEM_TIERS = ["B Tier", "A Tier", "S Tier"] as const;
export const MOUNT_RARITIES = ["B", "A", "S"] as const;

// The data must hold exactly these.
export const HUNTER_RARITIES = ["Normal", "Rare", "Superior", "Heroic", "Legendary", "Ultimate"] as const;
export const ATK_SPD_RARITIES = ["White", "Blue", "Yellow", "Purple"] as const;
export const TRAIT_TYPES = [
  "Quicken",
  "Curse",
  "Penetration",
  "Sixth Sense",
  "Rich",
  "Double Attack",
  "Stone Skin",
  "Vital",
  "Finding",
  "Wisdom",
] as const;
export type TraitTypeName = (typeof TRAIT_TYPES)[number];
export const PARAGON_ROW_SIZES = [1, 3, 2, 1, 2, 1, 2] as const;
export const CALENDAR_SHORT_TITLE_MAX = 18;
