import type { GameData } from "#core/game-data/schema.ts";
import type { ExploreQuery } from "#core/schemas/explore.ts";

/**
 * Whether a list's filter names a class, rarity or set the game data does not have. A build stores only the
 * game data's names for these (normalizeHunterInput), so no listed build can match: the list is empty
 * without asking the database, where such a filter walks a whole sort index
 * (docs/decisions.md#2026-11-24-explore-derived-columns-partial-indexes-tallies-kept-by-a-trigger).
 */
export function namesUnknownGameValue(
  query: Partial<Pick<ExploreQuery, "class" | "rarity" | "set">>,
  gameData: GameData,
): boolean {
  return (
    !isKnown(query.class, names(gameData.classes)) ||
    !isKnown(query.rarity, gameData.hunterRarity) ||
    !isKnown(query.set, names(gameData.sets))
  );
}

const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);
const isKnown = (value: string | undefined, known: readonly string[]) =>
  value === undefined || known.includes(value);
