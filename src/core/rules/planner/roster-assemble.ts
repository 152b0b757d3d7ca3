import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { type AttackSpeedReport, attackSpeedReport } from "#core/rules/attack-speed.ts";
import { equippedForm, type OwnedItem } from "#core/rules/planner/options.ts";
import { itemParts } from "#core/rules/planner/parts.ts";
import { defaultPlannerStat, planBuild } from "#core/rules/planner/plan.ts";
import {
  type Apply,
  type Decision,
  type ItemFacts,
  type RosterHunter,
  type State,
  UNREACHABLE,
} from "#core/rules/planner/roster-state.ts";
import type { ShoppingList } from "#core/rules/planner/shopping-list.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// The roster plan's final pass: the search decided which class of item each hunter takes in each slot;
// this replays those decisions, picks within each class the item best for the hunter's stat, and writes
// what the player sees: per hunter its swaps, what it loses, its build and report, and a farm list when
// its goal stays out of reach.

// itemId: the inventory item, or for an item worn with no copy in the inventory the planner's own id for it
// (planner/roster-worn.ts).
export type RosterSwap = { slot: ItemSlot; itemId: string; fromHunterId?: string };
export type RosterLoss = { slot: ItemSlot; itemId: string; toHunterId: string };
export type RosterEntry = {
  hunterId: string;
  outcome: "met" | "planned" | "unreachable";
  stat: string;
  swaps: RosterSwap[];
  // Items a hunter higher in the order takes from this one; the slot is left empty unless a swap fills it.
  lost: RosterLoss[];
  hunter: HunterInput;
  report: AttackSpeedReport;
  shopping: ShoppingList | null;
};
// swapCounts: per hunter in order, null when its goal stays out of reach. consumed: inventory items the
// plan equips (what "Apply all" offers to delete, as the builder's save does).
export type AssembledPlan = {
  entries: RosterEntry[];
  swapCounts: (number | null)[];
  consumed: string[];
};

export type AssembleInput = {
  hunters: readonly RosterHunter[];
  items: readonly OwnedItem[];
  gameData: GameData;
  // Per slot, the facts of the inventory's items of that slot.
  factsBySlot: readonly (readonly ItemFacts[])[];
  // The state the search started from and the step it took.
  start: State;
  apply: Apply;
};

export function assemble(
  { hunters, items, gameData, factsBySlot, start, apply }: AssembleInput,
  decisions: readonly Decision[],
  bestCounts: readonly number[],
): AssembledPlan {
  let state = start;
  const swaps: RosterSwap[][] = hunters.map(() => []);
  const lost: RosterLoss[][] = hunters.map(() => []);
  const stats = hunters.map((h) => h.stat ?? defaultPlannerStat(h.hunter, gameData));
  const counts = bestCounts.map((k) => (k === UNREACHABLE ? null : k));
  decisions.forEach((choice, h) => {
    const hunter = hunters[h] as RosterHunter;
    if (!choice) return;
    const stat = stats[h] as string;
    const statValue = (f: ItemFacts) => {
      const p = itemParts(f.item.itemType, equippedForm(f.item, gameData), stat, gameData);
      return p.stat + p.statRune;
    };
    const before = state;
    const bestOfClass = (s: number, key: string): string => {
      const open = (factsBySlot[s] ?? []).filter((f) => f.key === key && !before.holder.has(f.item.id));
      return open.reduce((a, b) => (statValue(b) > statValue(a) ? b : a)).item.id;
    };
    const picked: string[] = [];
    state = apply(state, h, choice, (s, key) => {
      const id = bestOfClass(s, key);
      picked[s] = id;
      return id;
    });
    choice.forEach((o, s) => {
      if (o.cost === 0) return;
      const slot = ITEM_SLOTS[s] as ItemSlot;
      if (o.ref.kind === "worn") {
        const from = hunters[o.ref.wearer] as RosterHunter;
        swaps[h]?.push({ slot, itemId: o.ref.itemId, fromHunterId: from.id });
        lost[o.ref.wearer]?.push({ slot, itemId: o.ref.itemId, toHunterId: hunter.id });
      } else {
        swaps[h]?.push({ slot, itemId: picked[s] as string });
      }
    });
  });
  const entries = hunters.map((hunter, h): RosterEntry => {
    const build = state.builds[h] as HunterInput;
    const stat = stats[h] as string;
    const planned = (swaps[h] ?? []).length > 0;
    let shopping: ShoppingList | null = null;
    if (counts[h] === null) {
      const open = items.filter((item) => {
        const holder = state.holder.get(item.id);
        return holder === undefined || holder > h;
      });
      const single = planBuild({ hunter: build, items: open, gameData, stat, maxPlans: 1, extraSwaps: 0 });
      shopping = single.kind === "unreachable" ? single.shopping : null;
    }
    return {
      hunterId: hunter.id,
      outcome: counts[h] === null ? "unreachable" : planned ? "planned" : "met",
      stat,
      swaps: swaps[h] ?? [],
      lost: lost[h] ?? [],
      hunter: build,
      report: attackSpeedReport(build, gameData),
      shopping,
    };
  });
  const consumed = entries.flatMap((e) => e.swaps.map((s) => s.itemId));
  return { entries, swapCounts: counts, consumed };
}
