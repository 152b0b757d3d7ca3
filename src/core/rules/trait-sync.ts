import { clampTraitLevel } from "#core/rules/number-input.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// The Quicken trait and the general tab's ATK SPD trait level are one value shown in two places
// (docs/product.md#trait-sync): changing either sets both.

type TraitHolder = Pick<HunterInput, "general" | "traits">;

function setAtkSpdTrait<T extends TraitHolder>(hunter: T, level: number): T {
  const clamped = clampTraitLevel(level);
  return {
    ...hunter,
    general: { ...hunter.general, trait: clamped },
    traits: { ...hunter.traits, Quicken: clamped },
  };
}

export const setQuicken = <T extends TraitHolder>(hunter: T, level: number): T =>
  setAtkSpdTrait(hunter, level);

export const setGeneralTrait = <T extends TraitHolder>(hunter: T, level: number): T =>
  setAtkSpdTrait(hunter, level);
