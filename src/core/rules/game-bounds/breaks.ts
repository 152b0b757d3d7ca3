import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { attributeCountOf, findSpecial, round2 } from "#core/rules/item-editing.ts";
import { parseDecimal } from "#core/rules/number-input.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";
import {
  attributeMaxOf,
  attributesOnceFor,
  type Range,
  setLevelRange,
  skillLevelRange,
  traitLevelRange,
  weaponBaseSpeedRange,
  weaponRuneLevelRange,
} from "./bounds.ts";

// What breaks the game's rules in an item or a build (docs/product.md#the-games-rules-on-every-value): data, never
// words. The server sends them as an error's details and keeps a stored build's off the boards; the reader's
// app words each one in the reader's language (rule-break-words.ts).

export type RuleBreakKind =
  | "attribute-max"
  | "attribute-once"
  | "base-speed"
  | "weapon-rune-level"
  | "skill-level"
  | "set-level"
  | "trait-level";

export type RuleBreak = {
  /** Where the value is, dotted: `items.Weapon.attributes.2.value` in a build, `attributes.2.value` in an item. */
  field: string;
  kind: RuleBreakKind;
  /** The value as stored; a repeated stat's name for attribute-once. */
  value: number | string;
  min?: number;
  max?: number;
  slot?: ItemSlot;
  /** The attribute row, from 1; or the set's place, from 1. */
  row?: number;
};

/** What the rules read of an item: a build's equipped item or an inventory item. */
export type RuleItem = {
  rarity: string;
  itemName?: string | undefined;
  attributes: readonly { type: string; value: number }[];
  skillLevel?: number | undefined;
  baseAtkSpd?: string | undefined;
  weaponRuneType?: string | undefined;
  weaponRuneLevel?: number | undefined;
};

const join = (at: string, name: string): string => (at === "" ? name : `${at}.${name}`);
const outside = (value: number, range: Range): boolean => value < range.min || value > range.max;

function attributeBreaks(item: RuleItem, slot: ItemSlot, at: string, gameData: GameData): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  const max = attributeMaxOf(item.rarity, gameData);
  const once = attributesOnceFor(item.rarity, gameData);
  const seen = new Set<string>();
  item.attributes.slice(0, attributeCountOf(item.rarity, gameData)).forEach((row, index) => {
    // A row without a stat of the game data counts for nothing: normalizing blanks it.
    if (!gameData.attributes.includes(row.type)) return;
    const field = join(at, `attributes.${index}`);
    const place = { slot, row: index + 1 };
    if (max !== undefined && row.value > max)
      breaks.push({ field: `${field}.value`, kind: "attribute-max", value: row.value, max, ...place });
    if (once && seen.has(row.type))
      breaks.push({ field: `${field}.type`, kind: "attribute-once", value: row.type, ...place });
    seen.add(row.type);
  });
  return breaks;
}

function levelBreak(
  field: string,
  kind: RuleBreakKind,
  value: number | undefined,
  range: Range,
  slot?: ItemSlot,
) {
  if (value === undefined || !outside(value, range)) return [];
  return [{ field, kind, value, ...range, ...(slot ? { slot } : {}) } satisfies RuleBreak];
}

/** Every break of one item in `slot`; `at` prefixes the fields (a build's `items.<slot>`). */
export function ruleBreaksOfItem(item: RuleItem, slot: ItemSlot, gameData: GameData, at = ""): RuleBreak[] {
  const special = findSpecial(item.itemName ?? "", item.rarity, slot, gameData);
  // A special's rows and base speed are the game data's own: only its skill level is the player's.
  const breaks = special ? [] : attributeBreaks(item, slot, at, gameData);
  if (special?.skill.skillType === "level")
    breaks.push(
      ...levelBreak(join(at, "skillLevel"), "skill-level", item.skillLevel, skillLevelRange(special), slot),
    );
  if (slot !== "Weapon") return breaks;
  const speeds = weaponBaseSpeedRange(gameData);
  // The speed as stored (weaponBaseText): two decimals; text that reads as no speed counts as the default
  // base speed (attack-speed.ts), which no bound refuses.
  const base = round2(parseDecimal(item.baseAtkSpd ?? ""));
  if (special?.weaponBase === undefined && speeds !== undefined && base > 0 && outside(base, speeds))
    breaks.push({ field: join(at, "baseAtkSpd"), kind: "base-speed", value: base, ...speeds, slot });
  const runeLevels = weaponRuneLevelRange(item.weaponRuneType ?? "", gameData);
  breaks.push(
    ...levelBreak(join(at, "weaponRuneLevel"), "weapon-rune-level", item.weaponRuneLevel, runeLevels, slot),
  );
  return breaks;
}

/** Every break of a build: its eight items, its sets' levels and its trait levels. */
export function ruleBreaksOfBuild(build: HunterInput, gameData: GameData): RuleBreak[] {
  const breaks = ITEM_SLOTS.flatMap((slot) =>
    ruleBreaksOfItem(build.items[slot], slot, gameData, `items.${slot}`),
  );
  build.sets.forEach((entry, index) => {
    if (entry.name === "") return;
    const range = setLevelRange(entry.name, gameData);
    if (outside(entry.level, range))
      breaks.push({
        field: `sets.${index}.level`,
        kind: "set-level",
        value: entry.level,
        ...range,
        row: index + 1,
      });
  });
  // The general tab's trait level is the Quicken trait's (build-normalize.ts): checked once, as the trait.
  const traits = traitLevelRange(gameData);
  for (const name of TRAIT_NAMES)
    breaks.push(...levelBreak(`traits.${name}`, "trait-level", build.traits[name], traits));
  return breaks;
}

/**
 * The breaks of an item as Add Item saves it (normalizeAddItem's result). A level it sent counts as sent, since
 * the normalizer would quietly bring it into range.
 */
export function ruleBreaksOfAddedItem(
  sent: Pick<RuleItem, "skillLevel" | "weaponRuneLevel">,
  item: RuleItem & { itemType: ItemSlot },
  gameData: GameData,
): RuleBreak[] {
  const asSent = (stored: number | undefined, typed: number | undefined) =>
    stored === undefined ? undefined : (typed ?? stored);
  return ruleBreaksOfItem(
    {
      ...item,
      skillLevel: asSent(item.skillLevel, sent.skillLevel),
      weaponRuneLevel: asSent(item.weaponRuneLevel, sent.weaponRuneLevel),
    },
    item.itemType,
    gameData,
  );
}

/**
 * The breaks of `breaks` that `before` did not have: a value stored before the rule may stay while the
 * owner changes something else (docs/product.md#the-games-rules-on-every-value); a new or changed one may not.
 */
export const newRuleBreaks = (breaks: readonly RuleBreak[], before: readonly RuleBreak[]): RuleBreak[] =>
  breaks.filter((b) => !before.some((old) => old.field === b.field && old.value === b.value));
