import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExploreChoices } from "#core/schemas/explore.ts";
import { api, call } from "#web/lib/api-client.ts";

// The player's two switches (docs/product.md#leaving-explore-and-the-leaderboards).
const choicesKey = ["explore", "choices"] as const;

const exploreChoicesQueryOptions = () =>
  queryOptions({ queryKey: choicesKey, queryFn: () => call(api.explore.choices.$get()) });

export function useExploreChoices() {
  return useQuery(exploreChoicesQueryOptions());
}

export function useSaveExploreChoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choices: ExploreChoices) => call(api.explore.choices.$put({ json: choices })),
    onSuccess: (saved) => {
      client.setQueryData(choicesKey, saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: ["explore"] }),
        client.invalidateQueries({ queryKey: ["hunters"] }),
      ]);
    },
  });
}
