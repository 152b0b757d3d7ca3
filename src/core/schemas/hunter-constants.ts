import { TRAIT_TYPES, type TraitTypeName } from "#core/game-data/constants.ts";

// A build's fixed sizes, defaults and length limits (docs/product.md#hunter-fields). They live apart from the
// zod schemas in hunter.ts, which read them, so a screen that shows a build without checking one (a shared
// build, the roster) loads no zod for them
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).

// A build has a level for each of the game's ten trait types.
export const TRAIT_NAMES = TRAIT_TYPES;
export type TraitName = TraitTypeName;

export const ATTRIBUTE_ROWS = 5;
export const DEFAULT_HUNTER_NAME = "New Hunter";
export const HUNTER_NAME_MAX = 40;
export const HUNTER_PURPOSE_MAX = 40;
export const DEFAULT_BASE_ATK_SPD = "2";

/** An item's attribute rows when none is chosen: five empty ones. */
export const blankAttributeRows = (): { type: string; value: number }[] =>
  Array.from({ length: ATTRIBUTE_ROWS }, () => ({ type: "", value: 0 }));
