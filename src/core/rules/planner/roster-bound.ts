// A lower bound on the swap counts of hunters still to be planned, read in priority order
// (docs/decisions.md#2026-11-25-roster-plan-a-joint-lower-bound-on-the-hunters-still-to-plan).
//
// Each hunter alone, with every item nobody decided holds open to it, needs at least `fewest` swaps. That
// bound ignores that two hunters cannot both take the one ring each wants. For hunters whose lone bound is
// one swap the contention is a matching: a hunter planned in one swap takes exactly one item of the
// classes that reach its goal alone (`singles`), and no two hunters take the same item. Going down the
// order, a one-swap hunter that cannot be matched alongside the one-swap hunters before it needs two.
//
// Which items a hunter can be matched to: free ones, those worn by a hunter after it, and those worn by a
// hunter before it only if that hunter may swap that slot away: never when it keeps its build (no swap,
// or out of reach), only in a slot of its one-swap classes when it is matched.
//
// Why the vector is a bound in priority order: take any sharing and the first hunter i whose count differs
// from the bound. If it is lower, i has one swap where the bound says two, and every hunter before it has
// the bound's count; the matched ones took one item each of their classes, all different, and an item worn
// by a hunter before i was open only as above. That is a matching the bound found impossible. So the
// sharing's counts are at or above the bound, compared in priority order.

export type HunterBound = {
  // UNREACHABLE (any number above the slot count) when no choice reaches the goal.
  fewest: number;
  // The classes of the items that reach the goal in one swap, with their slot; only when `fewest` is 1.
  singles: readonly { cls: string; slot: number }[];
};

export type BoundSupply = {
  // Per class, how many of its items nobody holds.
  free: ReadonlyMap<string, number>;
  // Per class, its items worn by the hunters being bounded (`wearer` indexes `hunters`).
  worn: ReadonlyMap<string, readonly { id: string; slot: number; wearer: number }[]>;
};

export function jointBound(hunters: readonly HunterBound[], supply: BoundSupply, maxSwaps: number): number[] {
  // What a hunter before may give up: nothing, the slots of its one-swap classes, or any slot.
  const gives: (Set<number> | "all" | "none")[] = [];
  const options: string[][] = [];
  const capacity = new Map<string, number>();
  const takers = new Map<string, number[]>();

  const optionsOf = (j: number): string[] => {
    const out: string[] = [];
    for (const { cls } of hunters[j]?.singles ?? []) {
      const free = supply.free.get(cls) ?? 0;
      if (free > 0) {
        capacity.set(`free:${cls}`, free);
        out.push(`free:${cls}`);
      }
      for (const item of supply.worn.get(cls) ?? []) {
        if (item.wearer === j) continue;
        const given = gives[item.wearer];
        const open = item.wearer > j || given === "all" || (given instanceof Set && given.has(item.slot));
        if (!open) continue;
        capacity.set(`worn:${item.id}`, 1);
        out.push(`worn:${item.id}`);
      }
    }
    return out;
  };

  // Kuhn's augmenting path; a node holds as many hunters as it has items.
  const place = (j: number, seen: Set<string>): boolean => {
    for (const node of options[j] ?? []) {
      if (seen.has(node)) continue;
      seen.add(node);
      const holders = takers.get(node) ?? [];
      if (holders.length < (capacity.get(node) ?? 0)) {
        takers.set(node, [...holders, j]);
        return true;
      }
      for (const other of holders) {
        if (place(other, seen)) {
          takers.set(
            node,
            holders.map((x) => (x === other ? j : x)),
          );
          return true;
        }
      }
    }
    return false;
  };

  return hunters.map((h, j) => {
    if (h.fewest === 0 || h.fewest > maxSwaps) {
      gives[j] = "none";
      return h.fewest;
    }
    if (h.fewest > 1) {
      gives[j] = "all";
      return h.fewest;
    }
    options[j] = optionsOf(j);
    if (place(j, new Set())) {
      gives[j] = new Set(h.singles.map((s) => s.slot));
      return 1;
    }
    gives[j] = "all";
    return 2;
  });
}
