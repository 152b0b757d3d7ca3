import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { RosterOption } from "#core/rules/planner/roster-search.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// What the roster plan's search (roster-plan.ts), its bound on the hunters still to plan
// (roster-bound-setup.ts) and the final pass that writes the plan (roster-assemble.ts) share.

export type RosterHunter = { id: string; hunterName: string; hunter: HunterInput; stat?: string };

// A hunter out of reach weighs more than any real swap count in the comparison.
export const UNREACHABLE = ITEM_SLOTS.length + 1;

export type Ref =
  | { kind: "keep" }
  | { kind: "blank" }
  | { kind: "free"; key: string }
  | { kind: "worn"; itemId: string; wearer: number };
export type Option = RosterOption<Ref>;
// One hunter's plan (an option per slot), or null when it keeps its build.
export type Decision = Option[] | null;

// `key` names the item's class: items with the same parts are interchangeable in the search.
export type ItemFacts = {
  item: OwnedItem;
  slot: number;
  atk: number;
  rune: number;
  base: number;
  key: string;
};
export const classKey = (f: ItemFacts): string => `${f.slot}|${f.key}`;

export type State = {
  // Item id -> index of the hunter that wears it (or, once decided, took it).
  holder: Map<string, number>;
  // Per hunter and slot, the inventory item worn there.
  links: (string | null)[][];
  builds: HunterInput[];
  // A hunter whose weapon a hunter before it took has to equip another one to reach anything.
  lostWeapon: boolean[];
};

// Hunter h takes `choice` from `state`; a free item's class is resolved to one item by `pick`.
export type Apply = (
  state: State,
  h: number,
  choice: readonly Option[],
  pick: (s: number, key: string) => string,
) => State;
