import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

export const getGameData = () => call(api["game-data"].$get());

// The server reads the game data once per start (docs/product.md#game-data): a tab never needs to refetch it.
export const gameDataQueryOptions = () =>
  queryOptions({
    queryKey: ["game-data"],
    queryFn: getGameData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useGameData() {
  return useQuery(gameDataQueryOptions());
}
