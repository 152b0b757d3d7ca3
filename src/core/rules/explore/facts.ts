import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import { ruleBreaksOfBuild } from "#core/rules/game-bounds/breaks.ts";
import { findSpecial } from "#core/rules/item-editing.ts";
import { familyOf, normalizeParagonTree } from "#core/rules/paragon.ts";
import { countedSets } from "#core/rules/set-picks.ts";
import { boardSpeed } from "#core/rules/speed-cap.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";

// What explore, meta and the leaderboards know of one saved build (docs/product.md#explore), derived from
// the build and the game data at each save and stored beside it.

/** Raised when what is derived here changes, so the catch-up job derives every stored build again. */
export const EXPLORE_FACTS_VERSION = 2;

/** ATK SPD is tallied in steps of a thousandth of a second: the meta's quartiles are exact to that step. */
export const SPEED_STEP = 0.001;

/** The scope that gathers every class. */
export const ALL_CLASSES = "*";

export type ExploreFacts = {
  hunterClass: string;
  classFamily: string;
  hunterRarity: string;
  purpose: string;
  /** What boards rank and meta tallies: the formula's time, never faster than the game's fastest attack. */
  actualAtkSpd: number;
  /** The spec's formula value, which may be faster than the game allows (docs/product.md#attack-speed). */
  formulaAtkSpd: number;
  /** False while a value breaks the game's rules (docs/product.md#the-games-rules-on-every-value). */
  withinRules: boolean;
  setNames: string[];
  allEngraved: boolean;
  allUltimate: boolean;
  tallyKeys: string[];
};

/** A tally key: its scope (a class or ALL_CLASSES), its kind, then the kind's parts. */
const tallyKey = (scope: string, kind: TallyKind, ...parts: (string | number)[]): string =>
  [scope, kind, ...parts].join("|");

export type TallyKind =
  | "builds"
  | "set"
  | "special"
  | "mountSkill"
  | "mountTrait"
  | "trait"
  | "p2"
  | "p3"
  | "path"
  | "speed";

export const speedStepOf = (actual: number): number => Math.round(actual / SPEED_STEP);

// What one listed build adds to its class's and to every class's meta.
function buildTallies(
  hunter: HunterInput,
  gameData: GameData,
  actual: number,
): [TallyKind, ...(string | number)[]][] {
  const tallies: [TallyKind, ...(string | number)[]][] = [["builds"], ["speed", speedStepOf(actual)]];
  for (const entry of countedSets(hunter.sets)) tallies.push(["set", entry.name, entry.level]);
  for (const slot of ITEM_SLOTS) {
    const item = hunter.items[slot];
    const special = findSpecial(item.itemName, item.rarity, slot, gameData);
    if (special) tallies.push(["special", slot, special.itemName]);
  }
  if (hunter.mount.skill !== "") tallies.push(["mountSkill", hunter.mount.skill]);
  if (hunter.mount.trait !== "") tallies.push(["mountTrait", hunter.mount.trait]);
  for (const name of TRAIT_NAMES) tallies.push(["trait", name, hunter.traits[name]]);
  if (hunter.paragon.secondSkill !== "") tallies.push(["p2", hunter.paragon.secondSkill]);
  if (hunter.paragon.thirdSkill !== "") tallies.push(["p3", hunter.paragon.thirdSkill]);
  const tree = normalizeParagonTree(hunter.paragon.tree);
  if (tree.length > 0) tallies.push(["path", tree.join(" ")]);
  return tallies;
}

export function exploreFacts(hunter: HunterInput, gameData: GameData): ExploreFacts {
  const items = ITEM_SLOTS.map((slot) => hunter.items[slot]);
  const hunterClass = hunter.general.hunterClass;
  const formula = actualAtkSpd(hunter, gameData);
  const actual = boardSpeed(formula).ranked;
  const scopes = hunterClass === "" ? [ALL_CLASSES] : [hunterClass, ALL_CLASSES];
  const tallies = buildTallies(hunter, gameData, actual);
  const keys = new Set(
    scopes.flatMap((scope) => tallies.map(([kind, ...parts]) => tallyKey(scope, kind, ...parts))),
  );
  return {
    hunterClass,
    classFamily: familyOf(hunterClass, gameData) ?? "",
    hunterRarity: hunter.general.hunterRarity,
    purpose: hunter.general.hunterPurpose,
    actualAtkSpd: actual,
    formulaAtkSpd: formula,
    withinRules: ruleBreaksOfBuild(hunter, gameData).length === 0,
    setNames: countedSets(hunter.sets).map((entry) => entry.name),
    allEngraved: items.every((item) => item.engraved),
    allUltimate: items.every((item) => item.rarity === "Ultimate"),
    tallyKeys: [...keys].sort(),
  };
}
