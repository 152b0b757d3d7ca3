import { z } from "zod";
import { CLASS_FAMILIES } from "#core/game-data/constants.ts";
import { messages } from "#core/messages.ts";
import type { BoardSpeed } from "#core/rules/speed-cap.ts";
import { HUNTER_PURPOSE_MAX } from "./hunter-constants.ts";
import { isStorableText } from "./text.ts";

// The inputs of /api/explore (docs/product.md#explore). The list's query is also the /explore page's URL,
// so a filtered list can be shared: the page parses its search params with the same schema.

export const EXPLORE_SORTS = ["fastest", "newest", "copied", "viewed"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
export const EXPLORE_PAGE_SIZE = 24;
/** A purpose search is a prefix of the purpose, at most as long as a purpose can be. */
export const PURPOSE_SEARCH_MAX = HUNTER_PURPOSE_MAX;
const CURSOR_MAX = 200;
const SPEED_FILTER_MAX = 100;

const invalid = { error: messages.invalidRequest };
const word = (max: number) => z.string(invalid).max(max, invalid).refine(isStorableText, invalid);
const flag = z.enum(["1"], invalid).optional();
const speed = z.coerce.number(invalid).min(0, invalid).max(SPEED_FILTER_MAX, invalid).optional();
const optionalWord = (max: number) =>
  word(max)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const exploreQuerySchema = z.object({
  class: optionalWord(40),
  family: z.enum(CLASS_FAMILIES, invalid).optional(),
  rarity: optionalWord(40),
  purpose: z
    .string(invalid)
    .trim()
    .max(PURPOSE_SEARCH_MAX, invalid)
    .refine(isStorableText, invalid)
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  set: optionalWord(40),
  minSpd: speed,
  maxSpd: speed,
  engraved: flag,
  ultimate: flag,
  /** Verified builds only (docs/product.md#verified-builds-on-the-boards). */
  verified: flag,
  sort: z.enum(EXPLORE_SORTS, invalid).default("fastest"),
  after: optionalWord(CURSOR_MAX),
});
export type ExploreQuery = z.output<typeof exploreQuerySchema>;

/** GET /api/explore/meta: one class, or none for every class. */
export const exploreClassQuerySchema = z.object({ class: optionalWord(40) });

/**
 * GET /api/explore/leaderboard: leaderboards are per class (docs/product.md#leaderboards). `verified` is the
 * player's choice ("1" verified builds only, "0" every ranked build); without it the class's count of verified
 * builds decides (docs/product.md#verified-builds-on-the-boards).
 */
export const leaderboardQuerySchema = z.object({
  class: word(40).min(1, invalid),
  verified: z
    .enum(["1", "0"], invalid)
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "1")),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;

/** PUT /api/explore/choices: the owner's two switches (docs/product.md#leaving-explore-and-the-leaderboards). */
export const exploreChoicesSchema = z.object(
  { inExplore: z.boolean(invalid), inLeaderboards: z.boolean(invalid) },
  invalid,
);
export type ExploreChoices = z.infer<typeof exploreChoicesSchema>;

export type ExploreCard = {
  id: string;
  ownerId: string;
  ownerNickname: string | null;
  hunterName: string;
  hunterRarity: string;
  hunterClass: string;
  purpose: string;
  /** The speed as the game plays it (docs/product.md#the-games-fastest-attack-on-the-boards). */
  speed: BoardSpeed;
  verified: boolean;
  sets: { name: string; level: number }[];
  allEngraved: boolean;
  allUltimate: boolean;
  copyCount: number;
  viewCount: number;
};
export type ExplorePage = { cards: ExploreCard[]; next: string | null };

export type LeaderboardEntry = {
  rank: number;
  id: string;
  ownerId: string;
  ownerNickname: string | null;
  hunterName: string;
  hunterClass: string;
  speed: BoardSpeed;
  verified: boolean;
};
/**
 * One class's board: `total` builds on it (the verified ones when `verifiedOnly`), `verifiedTotal` of the
 * class's ranked builds verified, and whether the board shows only those.
 */
export type Leaderboard = {
  hunterClass: string;
  total: number;
  verifiedTotal: number;
  verifiedOnly: boolean;
  entries: LeaderboardEntry[];
};

/**
 * One of the player's own builds on its class's leaderboard; not ranked while private or left out.
 * `percentFaster` is null below the meta's threshold of ranked builds (`percentFaster` of rules/explore/meta.ts).
 */
export type OwnRank =
  | {
      hunterId: string;
      hunterClass: string;
      ranked: true;
      rank: number;
      total: number;
      percentFaster: number | null;
    }
  | { hunterId: string; hunterClass: string; ranked: false };
