import { ITEM_SLOTS, type ItemSlot, MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData, MountItemDef } from "#core/game-data/schema.ts";
import {
  attributeCountOf,
  blankRow,
  findSpecial,
  fitRows,
  nonNegative,
  oneOf,
  round2,
  specialRows,
  weaponBaseText,
} from "#core/rules/item-editing.ts";
import { clampAtkSpdGoal, clampLevel, clampTechnology, clampTraitLevel } from "#core/rules/number-input.ts";
import { familyOf, isParagonClass, normalizeParagonTree } from "#core/rules/paragon.ts";
import type {
  EquippedItem,
  HunterInput,
  HunterItems,
  Mount,
  MountItemState,
  ParagonState,
  WeaponItem,
} from "#core/schemas/hunter.ts";
import {
  DEFAULT_HUNTER_NAME,
  HUNTER_NAME_MAX,
  HUNTER_PURPOSE_MAX,
  TRAIT_NAMES,
} from "#core/schemas/hunter-constants.ts";

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
    atkSpdGoal: clampAtkSpdGoal(input.atkSpdGoal),
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
