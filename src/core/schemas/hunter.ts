import { z } from "zod";
import { MOUNT_ITEM_TIERS, MOUNT_RARITIES } from "#core/game-data/constants.ts";
import { LEVEL_MAX, LEVEL_MIN, TECHNOLOGY_MAX, TRAIT_MAX } from "#core/rules/number-input.ts";
import {
  ATTRIBUTE_ROWS,
  blankAttributeRows,
  DEFAULT_BASE_ATK_SPD,
  DEFAULT_HUNTER_NAME,
  HUNTER_NAME_MAX,
  HUNTER_PURPOSE_MAX,
} from "./hunter-constants.ts";
import {
  ATK_SPD_GOAL_MAX,
  BASE_ATK_SPD_MAX,
  boundedInt,
  boundedNumber,
  decimalText,
  GUILD_MAX,
  SLOT_INDEX_MAX,
} from "./numbers.ts";
import { storable } from "./text.ts";

// A hunter build (docs/product.md#hunter-fields). Every field has a default so a partial or older document
// still parses; game-data membership and cross-field rules are applied by normalizeHunterInput, not here.

// The fixed sizes, defaults and limits the schemas read are hunter-constants.ts's.
const DEFAULT_ATK_SPD_GOAL = 0.25;
const PARAGON_TREE_MAX = 7;

// An empty selection is ''.
const choice = z.string().max(80).default("");
const level = boundedInt(LEVEL_MIN, LEVEL_MAX).default(LEVEL_MIN);
const traitLevel = boundedInt(0, TRAIT_MAX);

// Percent values far beyond any real item; the bound keeps stored numbers safe integers for every reader.
const STAT_VALUE_MAX = 100_000;
export const statValueSchema = boundedNumber(-STAT_VALUE_MAX, STAT_VALUE_MAX);

const attributeRowSchema = z.object({ type: choice, value: statValueSchema.default(0) });
export type AttributeRow = z.infer<typeof attributeRowSchema>;

// Equipped items always carry five rows; the rarity decides how many of them count.
const attributeRowsSchema = z
  .array(attributeRowSchema)
  .max(ATTRIBUTE_ROWS)
  .default(blankAttributeRows)
  .transform((rows) => [...rows, ...blankAttributeRows()].slice(0, ATTRIBUTE_ROWS));

const equippedItemSchema = z.object({
  rarity: choice,
  quality: choice,
  itemName: choice,
  skillLevel: level,
  runeType: choice,
  runeValue: statValueSchema.min(0).default(0),
  engraved: z.boolean().default(false),
  attributes: attributeRowsSchema,
});
export type EquippedItem = z.infer<typeof equippedItemSchema>;

const weaponItemSchema = equippedItemSchema.extend({
  // Kept as typed text (comma accepted); parsed where it is used.
  baseAtkSpd: decimalText(BASE_ATK_SPD_MAX).default(DEFAULT_BASE_ATK_SPD),
  weaponRuneType: choice,
  weaponRuneLevel: level,
});
export type WeaponItem = z.infer<typeof weaponItemSchema>;

const hunterItemsSchema = z.object({
  Weapon: weaponItemSchema.prefault({}),
  Necklace: equippedItemSchema.prefault({}),
  Ring: equippedItemSchema.prefault({}),
  Armor: equippedItemSchema.prefault({}),
  Gloves: equippedItemSchema.prefault({}),
  Boots: equippedItemSchema.prefault({}),
  Hat: equippedItemSchema.prefault({}),
  Belt: equippedItemSchema.prefault({}),
});
export type HunterItems = z.infer<typeof hunterItemsSchema>;

// `type` is stored only for selectable attributes; a fixed one takes its stat from the game data.
const mountAttributeSchema = z.object({
  type: z.string().max(80).optional(),
  value: statValueSchema.min(0).default(0),
});
const mountItemStateSchema = z.object({
  rarity: z.enum(["", ...MOUNT_ITEM_TIERS]).default(""),
  attributes: z.record(z.string().max(40), mountAttributeSchema).default(() => ({})),
});
export type MountItemState = z.infer<typeof mountItemStateSchema>;

const mountSchema = z.object({
  rarity: z.enum(["", ...MOUNT_RARITIES]).default(""),
  skill: choice,
  trait: choice,
  items: z
    .object({
      Horseshoe: mountItemStateSchema.prefault({}),
      Saddle: mountItemStateSchema.prefault({}),
      Reins: mountItemStateSchema.prefault({}),
    })
    .prefault({}),
});
export type Mount = z.infer<typeof mountSchema>;

const traitsSchema = z.object({
  Quicken: traitLevel.default(1),
  Curse: traitLevel.default(0),
  Penetration: traitLevel.default(0),
  "Sixth Sense": traitLevel.default(0),
  Rich: traitLevel.default(0),
  "Double Attack": traitLevel.default(0),
  "Stone Skin": traitLevel.default(0),
  Vital: traitLevel.default(0),
  Finding: traitLevel.default(0),
  Wisdom: traitLevel.default(0),
});
export type Traits = z.infer<typeof traitsSchema>;

const paragonStateSchema = z.object({
  secondSkill: choice,
  thirdSkill: choice,
  tree: z
    .array(z.string().regex(/^\d+-\d+$/, "must be a 'row-column' node id"))
    .max(PARAGON_TREE_MAX)
    .default(() => []),
});
export type ParagonState = z.infer<typeof paragonStateSchema>;

const setEntrySchema = z.object({ name: choice, level });
export type SetEntry = z.infer<typeof setEntrySchema>;

export const generalSchema = z.object({
  hunterRarity: choice,
  hunterClass: choice,
  hunterPurpose: z.string().trim().max(HUNTER_PURPOSE_MAX).default(""),
  hunterAtkSpdRarity: choice,
  characteristic: choice,
  // The ATK SPD trait level; it mirrors traits.Quicken (trait-sync.ts).
  trait: traitLevel.default(1),
  technology: boundedNumber(0, TECHNOLOGY_MAX).default(0),
  guild: boundedNumber(0, GUILD_MAX).default(5),
});
export type General = z.infer<typeof generalSchema>;

// What the client sends to save a build.
export const hunterInputSchema = z.object({
  hunterName: z.string().trim().max(HUNTER_NAME_MAX).default(DEFAULT_HUNTER_NAME),
  atkSpdGoal: boundedNumber(0, ATK_SPD_GOAL_MAX).default(DEFAULT_ATK_SPD_GOAL),
  isPublic: z.boolean().default(true),
  general: generalSchema.prefault({}),
  items: hunterItemsSchema.prefault({}),
  mount: mountSchema.prefault({}),
  traits: traitsSchema.prefault({}),
  paragon: paragonStateSchema.prefault({}),
  sets: z
    .array(setEntrySchema)
    .length(3)
    .default(() => [0, 1, 2].map(() => ({ name: "", level: 1 }))),
});
export type HunterInput = z.infer<typeof hunterInputSchema>;

export const hunterSchema = hunterInputSchema.extend({
  id: z.string(),
  userId: z.string(),
  slotIndex: z.number().int().min(0),
});

export const hunterRecordSchema = hunterSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type HunterRecord = z.infer<typeof hunterRecordSchema>;

export const newHunter = (): HunterInput => hunterInputSchema.parse({});

/** A hunter as its owner sees it: readOnly when it sits in a VIP slot and VIP has lapsed (docs/product.md#paying-and-vip). */
export type OwnHunter = HunterRecord & { readOnly: boolean };

/** GET /api/public/hunters/:ownerId/:hunterId: a shared build with its owner's nickname. */
export type PublicHunter = { hunter: HunterRecord; owner: { id: string; nickname: string | null } };

// Inventory items equipped in the builder, deleted in the same transaction as the save ('Save & Delete Items').
const consumedItemIds = z
  .array(z.string().min(1).max(64))
  .max(400)
  .default(() => []);

/** POST /api/hunters. */
export const createHunterSchema = storable(
  z.object({
    slotIndex: boundedInt(0, SLOT_INDEX_MAX),
    hunter: hunterInputSchema,
    consumeItemIds: consumedItemIds,
  }),
);
export type CreateHunterInput = z.input<typeof createHunterSchema>;

/**
 * The stored updatedAt an edit started from; a different one answers 409 "hunter-conflict"
 * (docs/decisions.md#2026-11-24-edits-made-offline).
 */
export const baseUpdatedAtSchema = z.iso.datetime().optional();

/** PUT /api/hunters/:id. */
export const updateHunterSchema = storable(
  z.object({
    hunter: hunterInputSchema,
    consumeItemIds: consumedItemIds,
    baseUpdatedAt: baseUpdatedAtSchema,
  }),
);
export type UpdateHunterInput = z.input<typeof updateHunterSchema>;
