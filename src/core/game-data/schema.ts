import { z } from "zod";
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "../i18n/languages.ts";
import { CLASS_FAMILIES, ITEM_SLOTS, MOUNT_ITEM_SLOTS } from "./constants.ts";

// The shape of data/game-data.json. Top-level keys are the original list names (docs/product.md#game-data);
// `paragon`, `avatarColors` and `calendar` are ours.

export * from "./constants.ts";

const classFamilySchema = z.enum(CLASS_FAMILIES);
export const itemSlotSchema = z.enum(ITEM_SLOTS);

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");
const nonEmpty = z.string().trim().min(1);
const levelOptions = z.tuple([z.number(), z.number(), z.number()]);

const classSchema = z.object({
  name: nonEmpty,
  color: colorSchema,
  family: classFamilySchema,
  paragon: z.boolean(),
});

const itemRaritySchema = z.object({
  name: nonEmpty,
  color: colorSchema,
  attributeCount: z.number().int().min(1).max(5),
  // The highest value one attribute row of this rarity can roll in the game (integer %); the planner's
  // "what to farm" advice never asks for more. Without it the advice names no bound.
  attributeMax: z.number().int().positive().optional(),
  // True when an item of this rarity rolls each stat at most once (docs/product.md#the-games-rules-on-every-value);
  // without it a stat may repeat.
  attributesOnce: z.boolean().optional(),
});

const itemQualitySchema = z.object({ name: nonEmpty, color: colorSchema });

const specialSkillBase = { name: nonEmpty, image: nonEmpty, description: nonEmpty };
const specialSkillSchema = z.discriminatedUnion("skillType", [
  // A level-type skill adds options[level-1] to `stat`; the item carries a skill level 1-3.
  z.object({ skillType: z.literal("level"), ...specialSkillBase, stat: nonEmpty, options: levelOptions }),
  // A value-type skill adds fixed values per stat.
  z.object({
    skillType: z.literal("value"),
    ...specialSkillBase,
    attributesValues: z.record(z.string(), z.number()),
  }),
]);

const specialSchema = z.object({
  itemName: nonEmpty,
  itemType: nonEmpty,
  itemSlot: itemSlotSchema,
  itemAttribute1: z.string(),
  itemAttribute2: z.string(),
  itemAttribute3: z.string(),
  itemAttribute4: z.string(),
  itemAttribute5: z.string(),
  itemAttributeValue1: z.number(),
  itemAttributeValue2: z.number(),
  itemAttributeValue3: z.number(),
  itemAttributeValue4: z.number(),
  itemAttributeValue5: z.number(),
  weaponBase: z.number().positive().optional(),
  skill: specialSkillSchema,
});

// The slowest and fastest base attack speed a weapon has in the game; a typed base speed outside them is
// outside the game's rules (docs/product.md#the-games-rules-on-every-value). Without it no bound holds.
const weaponBaseSpeedSchema = z
  .object({ min: z.number().positive(), max: z.number().positive() })
  .refine((bounds) => bounds.min <= bounds.max, "min must not be above max");

const weaponRuneTypeSchema = z.object({ name: nonEmpty, stat: nonEmpty, options: levelOptions });
const labelValueSchema = z.object({ label: nonEmpty, value: z.number() });
const characteristicSchema = z.object({ name: nonEmpty, description: z.string(), value: z.number() });
const traitTypeSchema = z.object({ name: nonEmpty, image: nonEmpty });
const namedTextSchema = z.object({ name: nonEmpty, description: z.string() });

const mountItemAttributeSchema = z.object({
  key: nonEmpty,
  // A fixed attribute names its stat; a selectable one lets the player choose from `options`.
  type: z.string().optional(),
  selectable: z.boolean(),
  options: z.array(nonEmpty).optional(),
});
const mountItemSchema = z.object({
  name: z.enum(MOUNT_ITEM_SLOTS),
  image: nonEmpty,
  attributes: z.array(mountItemAttributeSchema).min(1),
});

const setSchema = z.object({
  name: nonEmpty,
  image: nonEmpty,
  color: colorSchema,
  description: z.string().includes("X%"),
  stat: nonEmpty.optional(),
  value: z.string().regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){2}$/, "must list three comma-separated numbers"),
});

const paragonNodeSchema = z.object({ name: nonEmpty, effect: z.string() });
const paragonFamilySchema = z.object({
  secondSkills: z.array(nonEmpty).length(3),
  thirdSkills: z.array(nonEmpty).length(3),
  // Rows of 1, 3, 2, 1, 2, 1, 2 nodes (docs/product.md#paragon-tree).
  tree: z.array(z.array(paragonNodeSchema)).length(7),
});

const calendarEventSchema = z.object({
  shortTitle: nonEmpty,
  title: nonEmpty,
  description: nonEmpty,
  icon: nonEmpty,
});
const calendarSchema = z.object({
  dailyEvents: z.array(calendarEventSchema).length(4),
  worldBossPairs: z.array(z.array(calendarEventSchema).length(2)).length(2),
  battleOfValor: z.array(calendarEventSchema).length(3),
});

// Per-language names and descriptions (docs/product.md#languages), keyed by the English text they translate:
// {"de": {"Warrior": "Krieger"}}. Optional throughout: a text without one shows in English.
const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE) as [
  Exclude<Language, "en">,
  ...Exclude<Language, "en">[],
];
const translationsSchema = z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.record(nonEmpty, nonEmpty));

export const gameDataSchema = z.object({
  classes: z.array(classSchema).min(1),
  itemRarity: z.array(itemRaritySchema).min(1),
  itemQuality: z.array(itemQualitySchema).min(1),
  specials: z.array(specialSchema),
  runeTypes: z.array(nonEmpty).min(1),
  weaponRuneTypes: z.array(weaponRuneTypeSchema).min(1),
  weaponBaseSpeed: weaponBaseSpeedSchema.optional(),
  attributes: z.array(nonEmpty).min(1),
  hunterRarity: z.array(nonEmpty).length(6),
  hunterAttackSpeedRarity: z.array(labelValueSchema).length(4),
  traits: z.array(labelValueSchema).length(6),
  characteristics: z.array(characteristicSchema).min(1),
  traitTypes: z.array(traitTypeSchema).length(10),
  mountSkills: z.array(namedTextSchema).min(1),
  mountTraits: z.array(namedTextSchema).min(1),
  mountItems: z.array(mountItemSchema).length(3),
  sets: z.array(setSchema).min(2),
  avatars: z.array(nonEmpty).min(24),
  VIPavatars: z.array(nonEmpty).min(8),
  avatarColors: z.array(colorSchema).length(8),
  paragon: z.object({
    warrior: paragonFamilySchema,
    mage: paragonFamilySchema,
    archer: paragonFamilySchema,
    cleric: paragonFamilySchema,
  }),
  calendar: calendarSchema,
  translations: translationsSchema.optional(),
});

export type GameData = z.infer<typeof gameDataSchema>;
export type ItemRarity = z.infer<typeof itemRaritySchema>;
export type Special = z.infer<typeof specialSchema>;
export type SpecialSkill = z.infer<typeof specialSkillSchema>;
export type MountItemDef = z.infer<typeof mountItemSchema>;
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export type ParagonFamily = z.infer<typeof paragonFamilySchema>;
