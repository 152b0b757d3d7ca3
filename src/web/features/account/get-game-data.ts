import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GameData } from "#core/game-data/schema.ts";
import { api } from "../../lib/api-client.ts";

export const getGameData = () => api.get<GameData>("/api/game-data");

// The server reads the game data once per start (DECISIONS §8): a tab never needs to refetch it.
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
