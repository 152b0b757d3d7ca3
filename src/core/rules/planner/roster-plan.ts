import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { ATK_SPD_STAT, missingAtkSpd, totalAtkSpdBonus } from "#core/rules/attack-speed.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { equippedForm, type OwnedItem } from "#core/rules/planner/options.ts";
import { buildConstants, itemParts, type SlotItem } from "#core/rules/planner/parts.ts";
import { type AssembledPlan, assemble } from "#core/rules/planner/roster-assemble.ts";
import { rosterBounds } from "#core/rules/planner/roster-bound-setup.ts";
import { fewestSwaps, plansWith, type SlotChoices } from "#core/rules/planner/roster-search.ts";
import {
  type Apply,
  classKey,
  type Decision,
  type ItemFacts,
  type Option,
  type Ref,
  type RosterHunter,
  type State,
  UNREACHABLE,
} from "#core/rules/planner/roster-state.ts";
import { wornPool } from "#core/rules/planner/roster-worn.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";

export type { RosterEntry } from "#core/rules/planner/roster-assemble.ts";
export type { RosterHunter } from "#core/rules/planner/roster-state.ts";

// The roster plan (docs/product.md#roster-plan): hunters in the player's priority order share one
// inventory. Each hunter gets the fewest swaps that reach its goal from the free items and from items
// worn by hunters lower in the order, whether or not the inventory holds a copy of them (roster-worn.ts);
// no item goes to two hunters and none is taken from a hunter higher
// in the order. Exact in the lexicographic sense: the swap counts read in priority order are the
// smallest any such sharing allows, so a hunter never gets more swaps so that a later one gets fewer.
// A hunter that cannot reach its goal keeps what it wears and gets the single planner's farm list.
//
// An equipped item keeps no link to the inventory item it came from, so a hunter wears an inventory item
// when it wears an identical one (planner/worn-by.ts); identical copies are handed out one per wearer.

export type RosterInput = {
  hunters: readonly RosterHunter[];
  items: readonly OwnedItem[];
  gameData: GameData;
};
// proven: false when the search stopped at its budget (the counts are then the best it found).
export type RosterPlan = AssembledPlan & { proven: boolean };

const SLACK = 1e-7;
const SEARCH_STEPS = 1000;
const blankItems = newHunter().items;

const partsOf = (slot: ItemSlot, item: SlotItem, gameData: GameData) => {
  const parts = itemParts(slot, item, ATK_SPD_STAT, gameData);
  return { atk: parts.atk, rune: parts.atkRune, base: parts.base };
};

export function planRoster({ hunters, items: inventory, gameData }: RosterInput): RosterPlan {
  const n = hunters.length;
  const { pool: items, links, wornOnly } = wornPool(hunters, inventory, gameData);
  const facts: ItemFacts[] = items.map((item) => {
    const slot = ITEM_SLOTS.indexOf(item.itemType);
    const parts = partsOf(item.itemType, equippedForm(item, gameData), gameData);
    return { item, slot, ...parts, key: `${parts.atk}|${parts.rune}|${parts.base}` };
  });
  const factsBySlot = ITEM_SLOTS.map((_, s) => facts.filter((f) => f.slot === s));
  const byId = new Map(facts.map((f) => [f.item.id, f]));

  // The bonus a hunter's goal needs depends only on the weapon's base speed; worked out by the rules.
  const needCache = hunters.map(() => new Map<number, number>());
  const needOf = (h: number, build: HunterInput, base: number): number => {
    const cache = needCache[h] as Map<number, number>;
    const known = cache.get(base);
    if (known !== undefined) return known;
    const probe: HunterInput = {
      ...build,
      items: { ...build.items, Weapon: { ...blankItems.Weapon, baseAtkSpd: String(base) } },
    };
    const need = missingAtkSpd(probe, gameData).missing + totalAtkSpdBonus(probe, gameData);
    cache.set(base, need);
    return need;
  };
  const constants = hunters.map(({ hunter }) => buildConstants(hunter, ATK_SPD_STAT, gameData).atk);

  const option = (
    h: number,
    build: HunterInput,
    slot: number,
    cost: 0 | 1,
    p: { atk: number; rune: number; base: number },
    ref: Ref,
  ): Option => ({
    cost,
    atk: p.atk,
    rune: p.rune,
    need: slot === 0 ? needOf(h, build, p.base) : 0,
    ref,
  });

  const keepOption = (h: number, state: State, s: number): Option => {
    const build = state.builds[h] as HunterInput;
    const slot = ITEM_SLOTS[s] as ItemSlot;
    const keep = option(h, build, s, 0, partsOf(slot, build.items[slot], gameData), { kind: "keep" });
    return s === 0 && state.lostWeapon[h] ? { ...keep, need: Number.POSITIVE_INFINITY } : keep;
  };

  // Hunter h's choices once hunters before it are decided: keep, a class of interchangeable free items,
  // or one item worn by a hunter after it.
  const choicesOf = (h: number, state: State): SlotChoices<Ref>[] => {
    const build = state.builds[h] as HunterInput;
    return ITEM_SLOTS.map((_, s) => {
      const keep = keepOption(h, state, s);
      const classes = new Map<string, Option>();
      const worn: Option[] = [];
      for (const f of factsBySlot[s] ?? []) {
        const holder = state.holder.get(f.item.id);
        if (holder === undefined) {
          if (!classes.has(f.key))
            classes.set(f.key, option(h, build, s, 1, f, { kind: "free", key: f.key }));
        } else if (holder > h) {
          worn.push(option(h, build, s, 1, f, { kind: "worn", itemId: f.item.id, wearer: holder }));
        }
      }
      return [keep, ...classes.values(), ...worn];
    });
  };

  // A lower bound on hunter j's swaps whatever the undecided hunters before it do: every item not held
  // by a decided hunter is open to it, and any slot but the weapon it wears from the inventory may be
  // emptied for free.
  const relaxedChoices = (j: number, state: State, decided: number): SlotChoices<Ref>[] => {
    const build = state.builds[j] as HunterInput;
    return ITEM_SLOTS.map((slot, s) => {
      const out: Option[] = [keepOption(j, state, s)];
      if (s > 0 && state.links[j]?.[s])
        out.push(option(j, build, s, 0, partsOf(slot, blankItems[slot], gameData), { kind: "blank" }));
      const seen = new Set<string>();
      for (const f of factsBySlot[s] ?? []) {
        const holder = state.holder.get(f.item.id);
        if (holder !== undefined && (holder < decided || holder === j)) continue;
        if (seen.has(f.key)) continue;
        seen.add(f.key);
        out.push(option(j, build, s, 1, f, { kind: "free", key: f.key }));
      }
      return out;
    });
  };

  const feasible = (h: number, choice: readonly Option[]): boolean => {
    const weapon = choice[0] as Option;
    let atk = 0;
    let rune = 0;
    for (const o of choice) {
      atk += o.atk;
      rune = Math.max(rune, o.rune);
    }
    return (constants[h] ?? 0) + atk + rune >= weapon.need - SLACK;
  };

  // A plan that still works with a strictly weaker free item in one slot leaves less to the hunters
  // after it than that weaker plan does, so it is never needed (the weaker item's class stays free).
  const locallyMinimal = (h: number, choice: Option[], slots: SlotChoices<Ref>[]): boolean =>
    choice.every((o, s) => {
      if (o.ref.kind !== "free") return true;
      return !(slots[s] ?? []).some((w) => {
        if (w.ref.kind !== "free" || w === o) return false;
        const weaker = w.atk <= o.atk && w.rune <= o.rune && w.need >= o.need;
        if (!weaker || (w.atk === o.atk && w.rune === o.rune && w.need === o.need)) return false;
        const swapped = [...choice];
        swapped[s] = w;
        return feasible(h, swapped);
      });
    });

  const classOf = (s: number, o: Option): string | null =>
    o.ref.kind === "free"
      ? `${s}|${o.ref.key}`
      : o.ref.kind === "worn"
        ? `${s}|${byId.get(o.ref.itemId)?.key ?? ""}`
        : null;
  const supply = new Map<string, number>();
  for (const f of facts) supply.set(classKey(f), (supply.get(classKey(f)) ?? 0) + 1);

  // The swap counts hunters `from`.. cannot beat, in priority order (planner/roster-bound.ts).
  const boundFrom = rosterBounds({
    hunterCount: n,
    byId,
    supply,
    constants,
    relaxedChoices,
    classOf,
  });
  // Which item classes each hunter could use in its fewest swaps if it had the whole inventory: the
  // search tries first the plans whose items the hunters after it want least, so its first sharing is
  // most often the best one (the order only speeds the search; every plan is still tried if needed).
  const wanted = (start: State): Set<string>[] =>
    hunters.map((_, j) => {
      const slots = relaxedChoices(j, start, 0);
      const k = fewestSwaps(slots, constants[j] ?? 0);
      const used = new Set<string>();
      if (k === null || k === 0 || k > 2) return used;
      for (const plan of plansWith(slots, constants[j] ?? 0, k))
        plan.forEach((o, s) => {
          const key = classOf(s, o);
          if (key && o.cost === 1) used.add(key);
        });
      return used;
    });

  const ranking = (h: number, choice: readonly Option[], wants: Set<string>[]) => {
    let worn = 0;
    let demand = 0;
    let power = 0;
    choice.forEach((o, s) => {
      if (o.cost === 0) return;
      if (o.ref.kind === "worn") worn += 1;
      power += o.atk + o.rune - o.need / 100;
      const key = classOf(s, o);
      if (!key) return;
      let count = 0;
      for (let j = h + 1; j < n; j++) if (wants[j]?.has(key)) count += 1;
      demand += count / (supply.get(key) ?? 1);
    });
    return { worn, demand, power };
  };

  const apply: Apply = (state, h, choice, pick) => {
    const holder = new Map(state.holder);
    const links = state.links.map((row) => [...row]);
    const builds = [...state.builds];
    const lostWeapon = [...state.lostWeapon];
    choice.forEach((o, s) => {
      const slot = ITEM_SLOTS[s] as ItemSlot;
      if (o.cost === 0) return;
      const old = links[h]?.[s];
      if (old) holder.delete(old);
      const itemId = o.ref.kind === "worn" ? o.ref.itemId : o.ref.kind === "free" ? pick(s, o.ref.key) : "";
      if (o.ref.kind === "worn") {
        const wearer = o.ref.wearer;
        (links[wearer] as (string | null)[])[s] = null;
        if (s === 0) lostWeapon[wearer] = true;
        const lower = builds[wearer] as HunterInput;
        builds[wearer] = { ...lower, items: { ...lower.items, [slot]: blankItems[slot] } };
      }
      holder.set(itemId, h);
      (links[h] as (string | null)[])[s] = itemId;
      if (s === 0) lostWeapon[h] = false;
      const build = builds[h] as HunterInput;
      const asWorn = wornOnly.get(itemId);
      const item = byId.get(itemId)?.item;
      if (asWorn) builds[h] = { ...build, items: { ...build.items, [slot]: asWorn } };
      else if (item) builds[h] = equipInventoryItem(build, item, gameData);
    });
    return { holder, links, builds, lostWeapon };
  };

  // During the search any item of a class will do; the final pass picks the best one for the stat.
  const anyOfClass =
    (state: State) =>
    (s: number, key: string): string =>
      (factsBySlot[s] ?? []).find((f) => f.key === key && !state.holder.has(f.item.id))?.item.id ?? "";

  const start: State = {
    holder: new Map(links.flatMap((row, h) => row.flatMap((id) => (id ? [[id, h] as const] : [])))),
    links,
    builds: hunters.map((h) => h.hunter),
    lostWeapon: hunters.map(() => false),
  };

  const wants = wanted(start);
  type Sharing = { counts: number[]; decisions: Decision[] };

  const less = (a: readonly number[], b: readonly number[]): boolean => {
    for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return (a[j] as number) < (b[j] as number);
    return false;
  };

  // What the hunters from h on can still do depends only on the items nobody before h holds (free items
  // counted per interchangeable class, so two orders of taking the same classes meet), what those hunters
  // wear, and whose weapon was taken: the best sharing from there is worked out once.
  const stateKey = (h: number, state: State): string => {
    const free = new Map<string, number>();
    for (const f of facts) {
      if (state.holder.has(f.item.id)) continue;
      const key = classKey(f);
      free.set(key, (free.get(key) ?? 0) + 1);
    }
    const classes = [...free].sort(([a], [b]) => (a < b ? -1 : 1));
    return JSON.stringify([h, classes, state.links.slice(h), state.lostWeapon.slice(h)]);
  };
  const memo = new Map<string, Sharing>();
  // Proving a sharing best can take exponentially many steps on a contended roster (a step: a state
  // worked out, or a plan weighed against the best so far); past this many the search keeps what it has
  // and says the answer is not proven. 1,000 steps keep the bench's rosters well under a second.
  let budget = SEARCH_STEPS;

  // The lexicographically smallest swap counts of hunters h.. from this state (branch and bound). Plans
  // are tried in the order of `ranking`; a plan is cut when the joint bound of the hunters after it cannot
  // beat the best sharing found, and the loop stops once a sharing meets this state's joint bound.
  const solve = (h: number, state: State): Sharing => {
    if (h === n) return { counts: [], decisions: [] };
    const key = stateKey(h, state);
    const known = memo.get(key);
    if (known) return known;
    budget -= 1;
    const slots = choicesOf(h, state);
    const k = fewestSwaps(slots, constants[h] ?? 0);
    let best: Sharing | null = null;
    if (k === null || k === 0) {
      const rest = solve(h + 1, state);
      best = { counts: [k ?? UNREACHABLE, ...rest.counts], decisions: [null, ...rest.decisions] };
    } else {
      const floor = boundFrom(h, state);
      const plans = plansWith(slots, constants[h] ?? 0, k)
        .filter((choice) => locallyMinimal(h, choice, slots))
        .map((choice) => ({ choice, ...ranking(h, choice, wants) }))
        .sort((a, b) => a.worn - b.worn || a.demand - b.demand || a.power - b.power);
      for (const { choice } of plans) {
        if (best && budget <= 0) break;
        const next = apply(state, h, choice, anyOfClass(state));
        // A plan whose later hunters cannot beat the best sharing so far even by their bounds is cut;
        // weighing it is a step of the budget too (a hunter with many swaps has thousands of plans).
        if (best) {
          budget -= 1;
          if (!less([k, ...boundFrom(h + 1, next)], best.counts)) continue;
        }
        const rest = solve(h + 1, next);
        const counts = [k, ...rest.counts];
        if (!best || less(counts, best.counts)) best = { counts, decisions: [choice, ...rest.decisions] };
        if (!less(floor, best.counts)) break;
      }
    }
    if (!best) throw new Error("the roster search found no sharing");
    memo.set(key, best);
    return best;
  };
  const found = solve(0, start);
  const assembled = assemble(
    { hunters, items, gameData, factsBySlot, start, apply },
    found.decisions,
    found.counts,
  );
  // Only inventory items can leave the inventory when the plan is applied.
  const consumed = assembled.consumed.filter((id) => !wornOnly.has(id));
  return { ...assembled, consumed, proven: budget > 0 };
}
