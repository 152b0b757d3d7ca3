import type { HunterInput } from "#core/schemas/hunter.ts";

// The builder's Traits, Paragon and Set tabs are VIP features (docs/product.md#free-and-vip). The server enforces it
// (docs/product.md#security): a save by a free user keeps what those tabs held before, or their defaults for a new
// hunter. The general tab's trait level still sets Quicken afterwards (normalizeHunterInput).
const VIP_TAB_FIELDS = ["traits", "paragon", "sets"] as const;

type VipTabValues = Pick<HunterInput, (typeof VIP_TAB_FIELDS)[number]>;

export function keepVipTabs(input: HunterInput, isVip: boolean, kept: VipTabValues): HunterInput {
  if (isVip) return input;
  return { ...input, traits: kept.traits, paragon: kept.paragon, sets: kept.sets };
}

/**
 * Normalizing clears the paragon of a hunter whose class has none. For a free user that paragon is
 * locked, not chosen away: it is stored as it was, so a class change while VIP has lapsed loses
 * nothing (docs/product.md#paying-and-vip) and the picks are back when VIP returns.
 */
export function restoreLockedParagon(
  normalized: HunterInput,
  isVip: boolean,
  kept: VipTabValues,
): HunterInput {
  if (isVip) return normalized;
  return { ...normalized, paragon: kept.paragon };
}
