import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { hunterVersionsQueryKey } from "./get-hunter-versions.ts";

// GET /api/hunters/:id/versions/:revision: one saved version with its whole build, for its owner only.
// Fails with ApiError 404 (pruned, unknown, or not the viewer's hunter).
const getHunterVersion = (hunterId: string, revision: number) =>
  call(
    api.hunters[":id"].versions[":revision"].$get({
      param: encoded({ id: hunterId, revision: String(revision) }),
    }),
  );

const hunterVersionQueryOptions = (hunterId: string, revision: number) =>
  queryOptions({
    queryKey: [...hunterVersionsQueryKey(hunterId), revision] as const,
    queryFn: () => getHunterVersion(hunterId, revision),
    // A version never changes once saved; only pruning removes it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useHunterVersion(hunterId: string, revision: number, enabled = true) {
  return useQuery({ ...hunterVersionQueryOptions(hunterId, revision), enabled });
}
