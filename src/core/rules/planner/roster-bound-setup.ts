import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import { type HunterBound, jointBound } from "#core/rules/planner/roster-bound.ts";
import { fewestSwaps, plansWith, type SlotChoices } from "#core/rules/planner/roster-search.ts";
import {
  classKey,
  type ItemFacts,
  type Option,
  type Ref,
  type State,
  UNREACHABLE,
} from "#core/rules/planner/roster-state.ts";

// What the roster search's joint bound (roster-bound.ts) is given in a state: each hunter's bound alone
// and the items, per class, that are free or worn by the hunters being bounded.

export type BoundSetupInput = {
  hunterCount: number;
  byId: ReadonlyMap<string, ItemFacts>;
  // Per class, how many items the inventory has.
  supply: ReadonlyMap<string, number>;
  // Per hunter, the part of its stat no swap changes.
  constants: readonly number[];
  // Hunter j's choices when every item nobody before `decided` holds is open to it, and any slot but the
  // weapon it wears from the inventory may be emptied for free.
  relaxedChoices: (j: number, state: State, decided: number) => SlotChoices<Ref>[];
  classOf: (s: number, o: Option) => string | null;
};

// Returns boundFrom(from, state): the swap counts hunters `from`.. cannot beat, in priority order.
export function rosterBounds({
  hunterCount,
  byId,
  supply,
  constants,
  relaxedChoices,
  classOf,
}: BoundSetupInput): (from: number, state: State) => number[] {
  // The items nobody before `decided` holds, counted per class: what the hunters from `decided` on share.
  const openSupply = (state: State, decided: number): Map<string, number> => {
    const open = new Map(supply);
    for (const [id, holder] of state.holder) {
      const f = byId.get(id);
      if (holder < decided && f) open.set(classKey(f), (open.get(classKey(f)) ?? 0) - 1);
    }
    return open;
  };
  // Hunter j alone, with every item but those nobody before `decided` holds open to it.
  const alone = (j: number, state: State, decided: number): HunterBound => {
    const slots = relaxedChoices(j, state, decided);
    const fewest = fewestSwaps(slots, constants[j] ?? 0) ?? UNREACHABLE;
    const singles = new Map<string, number>();
    if (fewest === 1)
      for (const plan of plansWith(slots, constants[j] ?? 0, 1))
        plan.forEach((o, s) => {
          const cls = classOf(s, o);
          if (cls && o.cost === 1) singles.set(cls, s);
        });
    return { fewest, singles: [...singles].map(([cls, slot]) => ({ cls, slot })) };
  };
  // Taking items away never lowers a hunter's bound alone, so the bound with the whole inventory open,
  // worked out once per build, holds in every state; only a one-swap hunter whose every one-swap class
  // is taken is worked out again.
  const boundMemo = new Map<string, HunterBound>();
  const hunterBound = (j: number, state: State, decided: number, open: Map<string, number>): HunterBound => {
    const row = state.links[j] ?? [];
    const wears = JSON.stringify([j, row, state.lostWeapon[j]]);
    let whole = boundMemo.get(wears);
    if (!whole) {
      whole = alone(j, state, 0);
      boundMemo.set(wears, whole);
    }
    if (whole.fewest !== 1) return whole;
    const own = new Map<string, number>();
    for (const id of row) {
      const f = id ? byId.get(id) : undefined;
      if (f) own.set(classKey(f), (own.get(classKey(f)) ?? 0) + 1);
    }
    const left = (c: string) => (open.get(c) ?? 0) - (own.get(c) ?? 0) > 0;
    const singles = whole.singles.filter((single) => left(single.cls));
    if (singles.length > 0) return { fewest: 1, singles };
    const gone = [...open.keys()].filter((c) => !left(c)).sort();
    const key = JSON.stringify([wears, gone]);
    const known = boundMemo.get(key) ?? alone(j, state, decided);
    boundMemo.set(key, known);
    return known;
  };
  return (from, state) => {
    const open = openSupply(state, from);
    const each = Array.from({ length: hunterCount - from }, (_, i) =>
      hunterBound(from + i, state, from, open),
    );
    const free = new Map(supply);
    const worn = new Map<string, { id: string; slot: number; wearer: number }[]>();
    for (const [id, holder] of state.holder) {
      const f = byId.get(id);
      if (!f) continue;
      const cls = classKey(f);
      free.set(cls, (free.get(cls) ?? 0) - 1);
      if (holder >= from)
        worn.set(cls, [...(worn.get(cls) ?? []), { id, slot: f.slot, wearer: holder - from }]);
    }
    return jointBound(each, { free, worn }, ITEM_SLOTS.length);
  };
}
