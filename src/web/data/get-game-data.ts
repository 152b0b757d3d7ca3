import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { gameDataQuery, translatedLanguage } from "#core/game-data/answer.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { api, call } from "#web/lib/api-client.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";

// The game data carries the game names' translations of one language (src/core/game-data/answer.ts):
// the one game terms are shown in, English alone when they stay English. The first screens' page preloads the
// same address.
export const getGameData = (language: string) =>
  call(api["game-data"].$get({ query: gameDataQuery(language) }));

// The server reads the game data once per start (docs/product.md#game-data): a tab never needs to refetch it.
// Another language is another answer, asked for when the player changes it.
export const gameDataQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ["game-data", translatedLanguage(language) ?? "en"],
    queryFn: () => getGameData(language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // While another language's answer comes, the screen keeps the one it shows (its names stay as they were).
    placeholderData: keepPreviousData,
    // Offline it is still asked for once: the worker keeps an answer per language (src/web/sw.ts), which the
    // device copy may lack (closed within a second of the answer, or another language chosen offline).
    networkMode: "offlineFirst",
  });

/** The game data in the player's game-terms language. */
export function useGameData() {
  return useQuery(gameDataQueryOptions(useGameTermsLanguage()));
}

/**
 * The game data this tab holds in any language, for what needs no names (colours, an item's rules), read
 * without subscribing.
 */
export function cachedGameData(client: QueryClient): GameData | undefined {
  return client.getQueriesData<GameData>({ queryKey: ["game-data"] }).find(([, data]) => data)?.[1];
}
