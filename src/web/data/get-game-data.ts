import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { gameDataQuery, translatedLanguage } from "#core/game-data/answer.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";

// The game data carries the game names' translations of one language (src/core/game-data/answer.ts):
// the one game terms are shown in, English alone when they stay English. The first screens' page preloads the
// same address.
export const getGameData = (language: string) =>
  call(api["game-data"].$get({ query: gameDataQuery(language) }));

// An admin publishes new game data while the app runs (docs/product.md#game-data-in-the-console): an answer
// older than this is asked again at its next use, which costs one 304 while nothing changed. Another language
// is another answer, asked for when the player changes it.
const GAME_DATA_FRESH_MS = 10 * 60 * 1000;

export const gameDataQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ["game-data", translatedLanguage(language) ?? "en"],
    queryFn: () => getGameData(language),
    staleTime: GAME_DATA_FRESH_MS,
    gcTime: Number.POSITIVE_INFINITY,
    // While another language's answer comes, the screen keeps the one it shows (its names stay as they were).
    placeholderData: keepPreviousData,
    // Offline it is still asked for once: the worker keeps an answer per language (src/web/sw.ts), which the
    // device copy may lack (closed within a second of the answer, or another language chosen offline).
    networkMode: "offlineFirst",
  });

// A draft's own data, every language's names in it (docs/product.md#game-data-in-the-console), for staff
// only. Its key is not under "game-data", so nothing that reads the served data's cache finds it.
const previewQueryOptions = (id: string) => ({
  queryKey: ["game-data-preview", id],
  queryFn: (): Promise<GameData> => call(api.admin["game-data"][":id"].data.$get({ param: encoded({ id }) })),
  staleTime: Number.POSITIVE_INFINITY,
});

const PreviewedVersion = createContext<string | null>(null);

/** Everything under it reads the game data of version `value` (a draft an admin previews) instead of the served one. */
export const GameDataPreview = PreviewedVersion.Provider;

/** The game data in the player's game-terms language, or the previewed version's under a GameDataPreview. */
export function useGameData() {
  const previewed = useContext(PreviewedVersion);
  // Both are always asked for as hooks, only one is ever fetched: the other stays disabled.
  const served = useQuery({ ...gameDataQueryOptions(useGameTermsLanguage()), enabled: previewed === null });
  const preview = useQuery({ ...previewQueryOptions(previewed ?? ""), enabled: previewed !== null });
  return previewed === null ? served : preview;
}

/**
 * The game data this tab holds in any language, for what needs no names (colours, an item's rules), read
 * without subscribing.
 */
export function cachedGameData(client: QueryClient): GameData | undefined {
  return client.getQueriesData<GameData>({ queryKey: ["game-data"] }).find(([, data]) => data)?.[1];
}
