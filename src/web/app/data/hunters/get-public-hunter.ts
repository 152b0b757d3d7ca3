import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { api } from "#web/lib/api-client.ts";
import { huntersQueryKey } from "./get-hunters.ts";

export type PublicHunter = { hunter: HunterRecord; owner: { id: string; nickname: string | null } };

// GET /api/public/hunters/:ownerId/:hunterId: a public hunter (or the owner's own) with its owner's nickname.
// Fails with ApiError 404 code "hunter-private" (private, not the owner) or "not-found"; works signed out.
export const getPublicHunter = (ownerId: string, hunterId: string) =>
  api.get<PublicHunter>(`/api/public/hunters/${encodeURIComponent(ownerId)}/${encodeURIComponent(hunterId)}`);

export const publicHunterQueryOptions = (ownerId: string, hunterId: string) =>
  queryOptions({
    queryKey: [...huntersQueryKey, "public", ownerId, hunterId] as const,
    queryFn: () => getPublicHunter(ownerId, hunterId),
  });

export function usePublicHunter(ownerId: string, hunterId: string) {
  return useQuery(publicHunterQueryOptions(ownerId, hunterId));
}
