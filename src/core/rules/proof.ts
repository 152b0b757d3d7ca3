import type { HunterInput } from "#core/schemas/hunter.ts";

// Proof and verification of a public build (docs/product.md#proof-and-verification): the limits the server
// holds and the screen reads, and which of a build's fields a moderator's "verified" vouches for.

/** Screenshots one build may carry as proof. */
export const PROOF_IMAGES_MAX = 3;
/** An upload's body is refused past this many bytes, before it is read whole. */
export const PROOF_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Pixels an upload may decode to: four times a 4K phone screenshot. A small file that claims more (a
 * decompression bomb) is refused before its pixels are decoded.
 */
export const PROOF_INPUT_PIXELS_MAX = 40_000_000;
/** The stored image's longest side: a phone screenshot's text stays readable, the stored bytes stay small. */
export const PROOF_LONGEST_SIDE = 2560;
/** The formats an upload may be; anything else (GIF, SVG, TIFF, HEIC, a file that only starts like one) is refused. */
export const PROOF_FORMATS = ["png", "jpeg", "webp"] as const;
/** A moderator's reason, shown to the owner. */
export const VERIFICATION_REASON_MAX = 500;

/**
 * The part of a build a verification vouches for: everything the build's speed, class and explore facts
 * are derived from. Its name, its sharing choice, its purpose note and the player's own ATK SPD goal are
 * not: changing them keeps the badge.
 */
function countedPart(build: HunterInput) {
  const { hunterPurpose: _purpose, ...general } = build.general;
  return {
    general,
    items: build.items,
    mount: build.mount,
    traits: build.traits,
    paragon: build.paragon,
    sets: build.sets,
  };
}

/** Whether saving `next` over `previous` changes a counted field, so a verified build loses its badge. */
export const changesCountedField = (previous: HunterInput, next: HunterInput): boolean =>
  JSON.stringify(countedPart(previous)) !== JSON.stringify(countedPart(next));
