import type { Choice, SearchSetup } from "#core/rules/planner/search.ts";

// The owned combination that comes closest to the goal, with any number of swaps. Per weapon option the
// other slots each take their highest ATK SPD item, except that one slot may instead take the item whose
// ATK SPD plus rune is best: only the highest rune counts, so that covers every optimum.
type BestOwned = { margin: number; choices: Choice[] };

export function bestOwned(setup: SearchSetup): BestOwned {
  let best: BestOwned = { margin: Number.NEGATIVE_INFINITY, choices: [] };
  const slots = setup.others.map(({ slot, options }) => {
    const top = options.reduce((a, b) => (b.parts.atk > a.parts.atk ? b : a));
    return { slot, options, top };
  });
  const sumTop = slots.reduce((total, s) => total + s.top.parts.atk, 0);
  const asChoices = (picks: (typeof slots)[number]["top"][]): Choice[] =>
    picks.flatMap((option, j) =>
      option.itemId === null ? [] : [{ slot: slots[j]?.slot ?? "Ring", option }],
    );

  setup.weapon.options.forEach((weapon, w) => {
    const need = setup.needFor(weapon);
    const weaponChoice: Choice[] = w === 0 ? [] : [{ slot: "Weapon", option: weapon }];
    const base = setup.constants.atk + weapon.parts.atk + sumTop;
    const consider = (atk: number, picks: (typeof slots)[number]["top"][]) => {
      if (atk - need > best.margin)
        best = { margin: atk - need, choices: [...weaponChoice, ...asChoices(picks)] };
    };
    const tops = slots.map((s) => s.top);
    consider(base + Math.max(weapon.parts.atkRune, ...tops.map((o) => o.parts.atkRune)), tops);
    slots.forEach((s, j) => {
      for (const option of s.options) {
        const picks = tops.map((o, l) => (l === j ? option : o));
        const rune = Math.max(weapon.parts.atkRune, ...picks.map((o) => o.parts.atkRune));
        consider(base - s.top.parts.atk + option.parts.atk + rune, picks);
      }
    });
  });
  return best;
}
