// One hunter's exact swap search inside the roster plan. Unlike the single-hunter search it keeps every
// option that is not interchangeable with another (a weaker ring may be the one that leaves the better
// ring to the next hunter), and it can list every plan with the fewest swaps instead of a Pareto front.
// Feasibility is judged on the same parts the single-hunter planner uses (planner/parts.ts).

export type RosterOption<Ref> = {
  cost: 0 | 1;
  atk: number;
  rune: number;
  // Weapon options only: the ATK SPD bonus the goal needs with this weapon's base speed.
  need: number;
  ref: Ref;
};

export type SlotChoices<Ref> = RosterOption<Ref>[];

// The real rules settle sums to 1e-6; the roster plan re-checks every final build with them.
const SLACK = 1e-7;

type Prepared<Ref> = {
  slots: SlotChoices<Ref>[];
  keepAtk: number[];
  // gainTable[i][l]: the l largest one-swap gains among slots i.. (one swap buys one slot's gain).
  gainTable: number[][];
  runeFrom: number[];
  keepFrom: number[];
};

function prepare<Ref>(slots: SlotChoices<Ref>[]): Prepared<Ref> {
  const keepAtk = slots.map((options) =>
    Math.max(Number.NEGATIVE_INFINITY, ...options.filter((o) => o.cost === 0).map((o) => o.atk)),
  );
  const gains = slots.map((options, i) =>
    Math.max(0, ...options.filter((o) => o.cost === 1).map((o) => o.atk - (keepAtk[i] ?? 0))),
  );
  const gainTable = slots.map((_, i) => {
    const sorted = gains.slice(i).sort((a, b) => b - a);
    const sums = [0];
    for (const g of sorted) sums.push((sums.at(-1) ?? 0) + g);
    return sums;
  });
  const runeFrom = new Array<number>(slots.length + 1).fill(0);
  const keepFrom = new Array<number>(slots.length + 1).fill(0);
  for (let i = slots.length - 1; i >= 0; i--) {
    const options = slots[i] ?? [];
    runeFrom[i] = Math.max(runeFrom[i + 1] ?? 0, ...options.map((o) => o.rune));
    keepFrom[i] = (keepFrom[i + 1] ?? 0) + (keepAtk[i] ?? 0);
  }
  return { slots, keepAtk, gainTable, runeFrom, keepFrom };
}

// Calls `found` for every choice (one option per slot, slot 0 the weapon) costing exactly k swaps that
// meets the need; `found` answers true to stop.
function visitPlans<Ref>(
  prepared: Prepared<Ref>,
  constant: number,
  k: number,
  found: (choice: RosterOption<Ref>[]) => boolean,
): boolean {
  const { slots, gainTable, runeFrom, keepFrom } = prepared;
  const weapons = slots[0] ?? [];
  const picked: RosterOption<Ref>[] = [];
  let stop = false;

  const visit = (i: number, left: number, atk: number, rune: number, need: number): void => {
    if (stop) return;
    if (i === slots.length) {
      if (left === 0 && constant + atk + rune >= need - SLACK) stop = found([...picked]);
      return;
    }
    const reach = Math.min(left, slots.length - i);
    const bound =
      constant + atk + (keepFrom[i] ?? 0) + (gainTable[i]?.[reach] ?? 0) + Math.max(rune, runeFrom[i] ?? 0);
    if (bound < need - SLACK) return;
    if (left > slots.length - i) return;
    for (const option of slots[i] ?? []) {
      if (option.cost > left) continue;
      picked[i] = option;
      visit(i + 1, left - option.cost, atk + option.atk, Math.max(rune, option.rune), need);
      if (stop) return;
    }
  };

  for (const weapon of weapons) {
    if (weapon.cost > k) continue;
    picked[0] = weapon;
    visit(1, k - weapon.cost, weapon.atk, weapon.rune, weapon.need);
    if (stop) break;
  }
  return stop;
}

// The fewest swaps that meet the need, or null when no choice does.
export function fewestSwaps<Ref>(slots: SlotChoices<Ref>[], constant: number): number | null {
  const prepared = prepare(slots);
  for (let k = 0; k <= slots.length; k++) if (visitPlans(prepared, constant, k, () => true)) return k;
  return null;
}

// Every choice with exactly k swaps that meets the need.
export function plansWith<Ref>(
  slots: SlotChoices<Ref>[],
  constant: number,
  k: number,
): RosterOption<Ref>[][] {
  const plans: RosterOption<Ref>[][] = [];
  visitPlans(prepare(slots), constant, k, (choice) => {
    plans.push(choice);
    return false;
  });
  return plans;
}
