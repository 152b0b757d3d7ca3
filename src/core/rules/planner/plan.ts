import type { ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import {
  ATK_SPD_STAT,
  type AttackSpeedReport,
  attackSpeedReport,
  missingAtkSpd,
  totalAtkSpdBonus,
} from "#core/rules/attack-speed.ts";
import { buildSummary, statTotals } from "#core/rules/build-summary.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { bestOwned } from "#core/rules/planner/best-owned.ts";
import {
  type OptionsInput,
  type OwnedItem,
  type SlotOption,
  slotOptions,
} from "#core/rules/planner/options.ts";
import { buildConstants } from "#core/rules/planner/parts.ts";
import { type Choice, ParetoFront, type SearchSetup, searchSwaps } from "#core/rules/planner/search.ts";
import { type ShoppingList, shoppingList } from "#core/rules/planner/shopping-list.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// The build planner
// (docs/decisions.md#2026-11-23-build-planner-the-exact-fewest-swaps-search-and-its-list-of-plans): the
// fewest item swaps from the player's inventory that make the build's actual attack speed meet its goal,
// judged by the Build Summary's and attack-speed panel's own rules.

type PlanSwap = { slot: ItemSlot; itemId: string; wornBy?: string };
export type Plan = { swaps: PlanSwap[]; hunter: HunterInput; report: AttackSpeedReport; stat: number };

export type PlannerResult =
  | { kind: "met"; stat: string; report: AttackSpeedReport }
  | { kind: "reachable"; stat: string; fewest: number; plans: Plan[] }
  | { kind: "unreachable"; stat: string; best: Plan; shopping: ShoppingList | null };

type PlannerInput = Omit<OptionsInput, "stat"> & {
  // The second objective; default: the Build Summary's largest stat other than ATK SPD.
  stat?: string;
  maxPlans?: number;
  // Plans with this many more swaps join the list when they beat every fewer-swap plan on a number.
  extraSwaps?: number;
};

export const meetsGoal = (hunter: HunterInput, gameData: GameData): boolean =>
  missingAtkSpd(hunter, gameData).missing <= 0;

export function defaultPlannerStat(hunter: HunterInput, gameData: GameData): string {
  const lines = buildSummary(hunter, gameData).filter((line) => line.stat !== ATK_SPD_STAT);
  const top = lines.reduce<(typeof lines)[number] | undefined>(
    (a, b) => (a && a.value >= b.value ? a : b),
    undefined,
  );
  return top?.stat ?? gameData.attributes.find((stat) => stat !== ATK_SPD_STAT) ?? ATK_SPD_STAT;
}

export function applySwaps(
  hunter: HunterInput,
  swaps: readonly { itemId: string }[],
  items: readonly OwnedItem[],
  gameData: GameData,
): HunterInput {
  return swaps.reduce((build, { itemId }) => {
    const item = items.find((i) => i.id === itemId);
    return item ? equipInventoryItem(build, item, gameData) : build;
  }, hunter);
}

const swapOf = ({ slot, option }: Choice): PlanSwap => ({
  slot,
  itemId: option.itemId ?? "",
  ...(option.wornBy === undefined ? {} : { wornBy: option.wornBy }),
});

export function planBuild(input: PlannerInput): PlannerResult {
  const { hunter, items, gameData, maxPlans = 5, extraSwaps = 1 } = input;
  const stat = input.stat ?? defaultPlannerStat(hunter, gameData);
  const report = attackSpeedReport(hunter, gameData);
  if (report.missing <= 0) return { kind: "met", stat, report };

  const toPlan = (choices: readonly Choice[]): Plan => {
    const swaps = choices.map(swapOf);
    const build = applySwaps(hunter, swaps, items, gameData);
    return {
      swaps,
      hunter: build,
      report: attackSpeedReport(build, gameData),
      stat: statTotals(build, gameData).get(stat) ?? 0,
    };
  };

  const [weapon, ...others] = slotOptions({ ...input, stat });
  if (!weapon) throw new Error("the build has no weapon slot");
  const byId = new Map(items.map((item) => [item.id, item]));
  const needFor = (option: SlotOption): number => {
    const item = option.itemId === null ? undefined : byId.get(option.itemId);
    const build = item ? equipInventoryItem(hunter, item, gameData) : hunter;
    return missingAtkSpd(build, gameData).missing + totalAtkSpdBonus(build, gameData);
  };
  const setup: SearchSetup = { weapon, others, constants: buildConstants(hunter, stat, gameData), needFor };

  const closest = bestOwned(setup);
  if (closest.margin < -1e-7) {
    const best = toPlan(closest.choices);
    return { kind: "unreachable", stat, best, shopping: shoppingList(best.hunter, gameData) };
  }

  const front = new ParetoFront();
  let fewest = 0;
  while (front.points.length === 0 && fewest <= others.length + 1) {
    fewest += 1;
    searchSwaps(setup, fewest, front);
  }
  if (extraSwaps > 0) searchSwaps(setup, Math.min(fewest + extraSwaps, others.length + 1), front);
  const plans = [...front.points]
    .sort((a, b) => a.swaps - b.swaps || b.stat - a.stat || a.pace - b.pace)
    .map((candidate) => toPlan(candidate.choices))
    .filter((plan) => plan.report.missing <= 0)
    .slice(0, maxPlans);
  return { kind: "reachable", stat, fewest, plans };
}
