import { z } from "zod";
import { itemSlotSchema } from "#core/game-data/schema.ts";
import { LEVEL_MAX, LEVEL_MIN } from "#core/rules/number-input.ts";
import { statValueSchema } from "#core/schemas/hunter.ts";
import { ATTRIBUTE_ROWS } from "#core/schemas/hunter-constants.ts";
import { BASE_ATK_SPD_MAX, decimalText } from "./numbers.ts";
import { storable } from "./text.ts";

// An inventory item as stored (docs/product.md#inventory-item-fields): the output of normalizeAddItem.
const name = z.string().trim().min(1).max(80);
const level = z.number().int().min(LEVEL_MIN).max(LEVEL_MAX);

const inventoryAttributeSchema = z.object({ type: name, value: z.number().int() });
export type InventoryAttribute = z.infer<typeof inventoryAttributeSchema>;

export const inventoryItemDataSchema = z.object({
  itemType: itemSlotSchema,
  rarity: name,
  quality: name,
  itemName: name.optional(),
  attributes: z.array(inventoryAttributeSchema).max(ATTRIBUTE_ROWS),
  runeType: z.string().max(80),
  runeValue: z.number().min(0),
  // Only for a special item whose skill is level-type.
  skillLevel: level.optional(),
  // Weapons only.
  baseAtkSpd: z.string().max(12).optional(),
  engraved: z.boolean(),
  weaponRuneType: z.string().max(80).optional(),
  weaponRuneLevel: level.optional(),
  // Kept only when true (and only for VIP).
  inheritable: z.literal(true).optional(),
});
export type InventoryItemData = z.infer<typeof inventoryItemDataSchema>;

export const inventoryItemSchema = inventoryItemDataSchema.extend({ id: z.string(), createdAt: z.string() });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

// GET /api/inventory: the user's items, newest first, and the capacity of their tier now.
export type InventoryList = { items: InventoryItem[]; count: number; capacity: number };

// What the add-item dialog sends; required fields may still be '' here, normalizeAddItem refuses them.
const choice = z.string().max(80).default("");

export const addItemInputSchema = storable(
  z.object({
    itemType: choice,
    rarity: choice,
    quality: choice,
    itemName: choice,
    attributes: z
      .array(z.object({ type: choice, value: statValueSchema.default(0) }))
      .max(ATTRIBUTE_ROWS)
      .default(() => []),
    runeType: choice,
    runeValue: statValueSchema.default(0),
    // Clamped to 1-3 when the item is normalized; bounded here only against absurd numbers.
    skillLevel: statValueSchema.optional(),
    baseAtkSpd: decimalText(BASE_ATK_SPD_MAX).optional(),
    engraved: z.boolean().default(false),
    weaponRuneType: z.string().max(80).optional(),
    weaponRuneLevel: statValueSchema.optional(),
    inheritable: z.boolean().optional(),
  }),
);
export type AddItemInput = z.infer<typeof addItemInputSchema>;
