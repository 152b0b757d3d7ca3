import type { ItemSlot } from "#core/game-data/constants.ts";
import type { SlotOption, SlotOptions } from "#core/rules/planner/options.ts";
import type { BuildConstants } from "#core/rules/planner/parts.ts";

// The exact fewest-swaps search. The weapon is enumerated first because it sets the base speed and so
// the bonus the goal needs; the other seven slots are searched depth-first with a bound: the best the
// remaining slots could still add with the swaps left (their largest gains, plus the best rune any of them
// could bring). Runs for k = 0, 1, 2, ... swaps, so the first k with a plan is the fewest.

export type Choice = { slot: ItemSlot; option: SlotOption };
// `pace` is actual speed / goal (lower is faster). With need = (1 - goal x multiplier / base) x 100 it is
// (100 - bonus) / (100 - need), so plans on weapons of other base speeds compare by the speed they give.
type Candidate = { swaps: number; pace: number; stat: number; choices: Choice[] };

const paceOf = (bonus: number, need: number): number => (100 - bonus) / (100 - need);

// Rounding slack: the real rules settle sums to 1e-6; the caller re-checks every plan with them.
const SLACK = 1e-7;

type Slot = {
  slot: ItemSlot;
  options: SlotOption[];
  currentAtk: number;
  currentStat: number;
  atkGain: number;
  statGain: number;
  bestAtkRune: number;
  bestStatRune: number;
};

const describe = ({ slot, options }: SlotOptions): Slot => {
  const [current, ...rest] = options;
  if (!current) throw new Error(`no current option for ${slot}`);
  const all = [current, ...rest];
  return {
    slot,
    options: all,
    currentAtk: current.parts.atk,
    currentStat: current.parts.stat,
    atkGain: Math.max(0, ...all.map((o) => o.parts.atk - current.parts.atk)),
    statGain: Math.max(0, ...all.map((o) => o.parts.stat - current.parts.stat)),
    bestAtkRune: Math.max(0, ...all.map((o) => o.parts.atkRune)),
    bestStatRune: Math.max(0, ...all.map((o) => o.parts.statRune)),
  };
};

// topGains[i][l]: the sum of the l largest gains among slots i.. (a swap buys at most one slot's gain).
function topGainTable(slots: Slot[], gain: (s: Slot) => number): number[][] {
  return slots.map((_, i) => {
    const sorted = slots
      .slice(i)
      .map(gain)
      .sort((a, b) => b - a);
    const sums = [0];
    for (const g of sorted) sums.push((sums.at(-1) ?? 0) + g);
    return sums;
  });
}

const suffixMax = (slots: Slot[], pick: (s: Slot) => number): number[] => {
  const out = new Array<number>(slots.length + 1).fill(0);
  for (let i = slots.length - 1; i >= 0; i--) out[i] = Math.max(out[i + 1] ?? 0, pick(slots[i] as Slot));
  return out;
};

const suffixSum = (slots: Slot[], pick: (s: Slot) => number): number[] => {
  const out = new Array<number>(slots.length + 1).fill(0);
  for (let i = slots.length - 1; i >= 0; i--) out[i] = (out[i + 1] ?? 0) + pick(slots[i] as Slot);
  return out;
};

export type SearchSetup = {
  weapon: SlotOptions;
  others: SlotOptions[];
  constants: BuildConstants;
  // The ATK SPD bonus the goal needs with this weapon option (it depends on its base speed).
  needFor: (weapon: SlotOption) => number;
};

export class ParetoFront {
  readonly points: Candidate[] = [];

  covers(swaps: number, pace: number, stat: number): boolean {
    return this.points.some((p) => p.swaps <= swaps && p.pace <= pace + SLACK && p.stat >= stat - SLACK);
  }

  add(candidate: Candidate): void {
    if (this.covers(candidate.swaps, candidate.pace, candidate.stat)) return;
    for (let i = this.points.length - 1; i >= 0; i--) {
      const p = this.points[i] as Candidate;
      // The same slack as `covers`: one speed reached two ways (1.8 x 0.90, 2 x 0.81) differs in its last bit.
      if (
        candidate.swaps <= p.swaps &&
        candidate.pace <= p.pace + SLACK &&
        candidate.stat >= p.stat - SLACK
      ) {
        this.points.splice(i, 1);
      }
    }
    this.points.push(candidate);
  }
}

// Adds to `front` every plan with at most k swaps that meets the goal and no point of the front beats.
export function searchSwaps(setup: SearchSetup, k: number, front: ParetoFront): void {
  const slots = setup.others.map(describe);
  const atkTop = topGainTable(slots, (s) => s.atkGain);
  const statTop = topGainTable(slots, (s) => s.statGain);
  const atkBase = suffixSum(slots, (s) => s.currentAtk);
  const statBase = suffixSum(slots, (s) => s.currentStat);
  const atkRuneMax = suffixMax(slots, (s) => s.bestAtkRune);
  const statRuneMax = suffixMax(slots, (s) => s.bestStatRune);
  const picked: SlotOption[] = [];
  const { constants } = setup;

  const visit = (
    i: number,
    left: number,
    used: number,
    atk: number,
    atkRune: number,
    stat: number,
    statRune: number,
    need: number,
    weapon: Choice[],
  ): void => {
    const topAtk = atkTop[i]?.[Math.min(left, slots.length - i)] ?? 0;
    const topStat = statTop[i]?.[Math.min(left, slots.length - i)] ?? 0;
    const atkBound = constants.atk + atk + (atkBase[i] ?? 0) + topAtk + Math.max(atkRune, atkRuneMax[i] ?? 0);
    if (atkBound < need - SLACK) return;
    const statBound =
      constants.stat + stat + (statBase[i] ?? 0) + topStat + Math.max(statRune, statRuneMax[i] ?? 0);
    if (front.covers(used, paceOf(atkBound, need), statBound)) return;
    const slot = slots[i];
    if (!slot) {
      front.add({
        swaps: used,
        pace: paceOf(constants.atk + atk + atkRune, need),
        stat: constants.stat + stat + statRune,
        choices: [
          ...weapon,
          ...picked.flatMap((option, j) =>
            option.itemId === null ? [] : [{ slot: slots[j]?.slot as ItemSlot, option }],
          ),
        ],
      });
      return;
    }
    const count = left > 0 ? slot.options.length : 1;
    for (let o = 0; o < count; o++) {
      const option = slot.options[o] as SlotOption;
      const { parts } = option;
      picked[i] = option;
      visit(
        i + 1,
        o === 0 ? left : left - 1,
        o === 0 ? used : used + 1,
        atk + parts.atk,
        Math.max(atkRune, parts.atkRune),
        stat + parts.stat,
        Math.max(statRune, parts.statRune),
        need,
        weapon,
      );
    }
  };

  setup.weapon.options.forEach((option, w) => {
    const swap = w === 0 ? 0 : 1;
    if (swap > k) return;
    const { parts } = option;
    const weapon: Choice[] = w === 0 ? [] : [{ slot: setup.weapon.slot, option }];
    visit(
      0,
      k - swap,
      swap,
      parts.atk,
      parts.atkRune,
      parts.stat,
      parts.statRune,
      setup.needFor(option),
      weapon,
    );
  });
}
