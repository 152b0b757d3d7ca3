import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ExploreQuery } from "#core/schemas/explore.ts";
import { api, call } from "#web/lib/api-client.ts";
import { toSearch } from "../explore-query.ts";

// GET /api/explore: one page of public builds for a filter and sort; `after` is the last page's cursor.
const getExplore = (query: ExploreQuery, after: string | null) =>
  call(api.explore.$get({ query: { ...toSearch(query), ...(after ? { after } : {}) } }));

const exploreQueryOptions = (query: ExploreQuery) =>
  infiniteQueryOptions({
    queryKey: ["explore", "list", toSearch(query)] as const,
    queryFn: ({ pageParam }) => getExplore(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export function useExplore(query: ExploreQuery) {
  return useInfiniteQuery(exploreQueryOptions(query));
}
