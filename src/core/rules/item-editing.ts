import { ITEM_SLOTS, type ItemSlot, MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData, MountItemDef, Special } from "#core/game-data/schema.ts";
import { clampLevel, clampTechnology, clampTraitLevel, parseDecimal } from "#core/rules/number-input.ts";
import { familyOf, isParagonClass, normalizeParagonTree } from "#core/rules/paragon.ts";
import {
  ATTRIBUTE_ROWS,
  type AttributeRow,
  DEFAULT_BASE_ATK_SPD,
  DEFAULT_HUNTER_NAME,
  type EquippedItem,
  HUNTER_NAME_MAX,
  HUNTER_PURPOSE_MAX,
  type HunterInput,
  type HunterItems,
  type Mount,
  type MountItemState,
  type ParagonState,
  TRAIT_NAMES,
  type WeaponItem,
} from "#core/schemas/hunter.ts";
import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";

// Editing one item (spec §4, §5): rarity, special items, and what the add-item dialog saves.
// While edited, an item always has five attribute rows; rows past its rarity's count are blank.

export type EditableItem = {
  rarity: string;
  itemName: string;
  skillLevel?: number | undefined;
  baseAtkSpd?: string | undefined;
  attributes: AttributeRow[];
};

const blankRow = (): AttributeRow => ({ type: "", value: 0 });

const oneOf = (value: string, allowed: readonly string[]): string => (allowed.includes(value) ? value : "");
const round2 = (n: number): number => Math.round(n * 100) / 100;
const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? round2(n) : 0);

export const attributeCountOf = (rarity: string, gameData: GameData): number =>
  gameData.itemRarity.find((r) => r.name === rarity)?.attributeCount ?? 0;

export const specialsFor = (rarity: string, slot: ItemSlot, gameData: GameData): Special[] =>
  gameData.specials.filter((s) => s.itemType === rarity && s.itemSlot === slot);

// A name only makes an item special when the special exists for that rarity and slot.
export function findSpecial(
  itemName: string,
  rarity: string,
  slot: ItemSlot,
  gameData: GameData,
): Special | undefined {
  if (itemName === "") return undefined;
  return specialsFor(rarity, slot, gameData).find((s) => s.itemName === itemName);
}

export const specialAttributes = (special: Special): AttributeRow[] => [
  { type: special.itemAttribute1, value: special.itemAttributeValue1 },
  { type: special.itemAttribute2, value: special.itemAttributeValue2 },
  { type: special.itemAttribute3, value: special.itemAttributeValue3 },
  { type: special.itemAttribute4, value: special.itemAttributeValue4 },
  { type: special.itemAttribute5, value: special.itemAttributeValue5 },
];

// The item's own rows for a special: the special's types with locked zero values.
const specialRows = (special: Special): AttributeRow[] =>
  specialAttributes(special).map(({ type }) => ({ type, value: 0 }));

const fitRows = (rows: readonly AttributeRow[], count: number): AttributeRow[] =>
  Array.from({ length: ATTRIBUTE_ROWS }, (_, i) => {
    const row = rows[i];
    return i < count && row ? { type: row.type, value: row.value } : blankRow();
  });

export const isAttributeLocked = (item: Pick<EditableItem, "itemName">, index: number): boolean =>
  item.itemName !== "" && index >= 0 && index < ATTRIBUTE_ROWS;

export function clearSpecial<T extends EditableItem>(item: T, gameData: GameData): T {
  const rows = item.attributes.map((row) => (gameData.attributes.includes(row.type) ? row : blankRow()));
  return { ...item, itemName: "", attributes: fitRows(rows, attributeCountOf(item.rarity, gameData)) };
}

export function changeRarity<T extends EditableItem>(item: T, rarity: string, gameData: GameData): T {
  const editable = item.itemName === "" ? item : clearSpecial(item, gameData);
  return {
    ...editable,
    rarity,
    attributes: fitRows(editable.attributes, attributeCountOf(rarity, gameData)),
  };
}

export function chooseSpecial<T extends EditableItem>(item: T, special: Special, gameData: GameData): T {
  const rows = fitRows(specialRows(special), attributeCountOf(special.itemType, gameData));
  const base = special.itemSlot === "Weapon" ? special.weaponBase : undefined;
  return {
    ...item,
    rarity: special.itemType,
    itemName: special.itemName,
    attributes: rows,
    ...(special.skill.skillType === "level" ? { skillLevel: 1 } : {}),
    ...(base === undefined ? {} : { baseAtkSpd: String(base) }),
  };
}

// A special weapon's base speed is the special's; otherwise the typed decimal (comma accepted), default 2.
export function weaponBaseText(text: string | undefined, special: Special | undefined): string {
  if (special?.weaponBase !== undefined) return String(special.weaponBase);
  const parsed = round2(parseDecimal(text ?? ""));
  return parsed > 0 ? String(parsed) : DEFAULT_BASE_ATK_SPD;
}

export type NormalizeAddItemResult =
  | { ok: true; item: InventoryItemData }
  | { ok: false; reason: "missing-required" };

export function normalizeAddItem(
  input: AddItemInput,
  { isVip }: { isVip: boolean },
  gameData: GameData,
): NormalizeAddItemResult {
  const itemType = ITEM_SLOTS.find((slot) => slot === input.itemType);
  const rarity = gameData.itemRarity.find((r) => r.name === input.rarity);
  const quality = gameData.itemQuality.find((q) => q.name === input.quality);
  if (!itemType || !rarity || !quality) return { ok: false, reason: "missing-required" };

  const special = findSpecial(input.itemName, rarity.name, itemType, gameData);
  const rows = special
    ? specialRows(special)
    : input.attributes.map((row) => ({
        type: oneOf(row.type, gameData.attributes),
        value: Number.isFinite(row.value) ? Math.trunc(row.value) : 0,
      }));
  const attributes = rows
    .slice(0, rarity.attributeCount)
    .filter((row) => row.type !== "" && (special !== undefined || row.value > 0));
  const runeType = oneOf(input.runeType, gameData.runeTypes);

  const item: InventoryItemData = {
    itemType,
    rarity: rarity.name,
    quality: quality.name,
    attributes,
    runeType,
    runeValue: runeType === "" ? 0 : nonNegative(input.runeValue),
    engraved: input.engraved,
  };
  if (special) item.itemName = special.itemName;
  if (special?.skill.skillType === "level") item.skillLevel = clampLevel(input.skillLevel ?? 1);
  if (itemType === "Weapon") {
    item.baseAtkSpd = weaponBaseText(input.baseAtkSpd, special);
    const runeNames = gameData.weaponRuneTypes.map((w) => w.name);
    item.weaponRuneType = oneOf(input.weaponRuneType ?? "", runeNames);
    item.weaponRuneLevel = clampLevel(input.weaponRuneLevel ?? 1);
  }
  if (isVip && input.inheritable === true) item.inheritable = true;
  return { ok: true, item };
}

// What the server stores for a build: every choice checked against the game data and every number
// clamped, so a crafted request cannot save what the builder could not produce. Idempotent.
export function normalizeHunterInput(input: HunterInput, gameData: GameData): HunterInput {
  const { general } = input;
  const trait = clampTraitLevel(general.trait);
  const traits = { ...input.traits };
  for (const name of TRAIT_NAMES) traits[name] = clampTraitLevel(input.traits[name]);
  // The general tab's ATK SPD trait is the one the attack speed uses, so it wins a disagreement.
  traits.Quicken = trait;
  const hunterClass = oneOf(general.hunterClass, names(gameData.classes));
  return {
    hunterName: cutText(input.hunterName, HUNTER_NAME_MAX) || DEFAULT_HUNTER_NAME,
    atkSpdGoal: nonNegative(input.atkSpdGoal),
    isPublic: input.isPublic,
    general: {
      hunterRarity: oneOf(general.hunterRarity, gameData.hunterRarity),
      hunterClass,
      hunterPurpose: cutText(general.hunterPurpose, HUNTER_PURPOSE_MAX),
      hunterAtkSpdRarity: oneOf(
        general.hunterAtkSpdRarity,
        gameData.hunterAttackSpeedRarity.map((r) => r.label),
      ),
      characteristic: oneOf(general.characteristic, names(gameData.characteristics)),
      trait,
      technology: round2(clampTechnology(general.technology)),
      guild: nonNegative(general.guild),
    },
    items: normalizeItems(input.items, gameData),
    mount: normalizeMount(input.mount, gameData),
    traits,
    paragon: normalizeParagon(input.paragon, hunterClass, gameData),
    sets: [0, 1, 2].map((i) => {
      const entry = input.sets[i];
      return { name: oneOf(entry?.name ?? "", names(gameData.sets)), level: clampLevel(entry?.level ?? 1) };
    }),
  };
}

const names = (list: readonly { name: string }[]): string[] => list.map((entry) => entry.name);
const cutText = (text: string, max: number): string => text.trim().slice(0, max).trim();

function normalizeEquipped(item: EquippedItem, slot: ItemSlot, gameData: GameData): EquippedItem {
  const rarity = oneOf(item.rarity, names(gameData.itemRarity));
  const special = findSpecial(item.itemName, rarity, slot, gameData);
  const count = attributeCountOf(rarity, gameData);
  const rows = special
    ? specialRows(special)
    : item.attributes.map((row) =>
        gameData.attributes.includes(row.type)
          ? { type: row.type, value: nonNegative(row.value) }
          : blankRow(),
      );
  const runeType = oneOf(item.runeType, gameData.runeTypes);
  return {
    rarity,
    quality: oneOf(item.quality, names(gameData.itemQuality)),
    itemName: special?.itemName ?? "",
    skillLevel: clampLevel(item.skillLevel),
    runeType,
    runeValue: runeType === "" ? 0 : nonNegative(item.runeValue),
    engraved: item.engraved,
    attributes: fitRows(rows, count),
  };
}

function normalizeWeapon(weapon: WeaponItem, gameData: GameData): WeaponItem {
  const item = normalizeEquipped(weapon, "Weapon", gameData);
  return {
    ...item,
    baseAtkSpd: weaponBaseText(
      weapon.baseAtkSpd,
      findSpecial(item.itemName, item.rarity, "Weapon", gameData),
    ),
    weaponRuneType: oneOf(weapon.weaponRuneType, names(gameData.weaponRuneTypes)),
    weaponRuneLevel: clampLevel(weapon.weaponRuneLevel),
  };
}

function normalizeItems(items: HunterItems, gameData: GameData): HunterItems {
  const result = { ...items, Weapon: normalizeWeapon(items.Weapon, gameData) };
  for (const slot of ITEM_SLOTS) {
    if (slot !== "Weapon") result[slot] = normalizeEquipped(items[slot], slot, gameData);
  }
  return result;
}

// A mount item without a tier carries no attributes; unknown keys and unlisted choices are dropped.
function normalizeMountItem(state: MountItemState, def: MountItemDef | undefined, gameData: GameData) {
  const attributes: MountItemState["attributes"] = {};
  if (!def || state.rarity === "") return { rarity: state.rarity, attributes };
  for (const attr of def.attributes) {
    const current = state.attributes[attr.key];
    if (!current) continue;
    const value = nonNegative(current.value);
    if (!attr.selectable) {
      attributes[attr.key] = { value };
      continue;
    }
    const type = oneOf(current.type ?? "", attr.options ?? gameData.attributes);
    if (type !== "") attributes[attr.key] = { type, value };
  }
  return { rarity: state.rarity, attributes };
}

function normalizeMount(mount: Mount, gameData: GameData): Mount {
  const items = { ...mount.items };
  for (const slot of MOUNT_ITEM_SLOTS) {
    const def = gameData.mountItems.find((d) => d.name === slot);
    items[slot] = normalizeMountItem(mount.items[slot], def, gameData);
  }
  return {
    rarity: mount.rarity,
    skill: oneOf(mount.skill, names(gameData.mountSkills)),
    trait: oneOf(mount.trait, names(gameData.mountTraits)),
    items,
  };
}

// Paragon choices exist only for a paragon class, and only those of its family.
function normalizeParagon(paragon: ParagonState, hunterClass: string, gameData: GameData): ParagonState {
  const family = isParagonClass(hunterClass, gameData) ? familyOf(hunterClass, gameData) : null;
  if (family === null) return { secondSkill: "", thirdSkill: "", tree: [] };
  const skills = gameData.paragon[family];
  return {
    secondSkill: oneOf(paragon.secondSkill, skills.secondSkills),
    thirdSkill: oneOf(paragon.thirdSkill, skills.thirdSkills),
    tree: normalizeParagonTree(paragon.tree),
  };
}
