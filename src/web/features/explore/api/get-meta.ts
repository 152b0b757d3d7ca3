import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

// GET /api/explore/meta: one class's meta (or every class's), nothing but the count below the threshold.
const getMeta = (hunterClass: string | null) =>
  call(api.explore.meta.$get({ query: hunterClass ? { class: hunterClass } : {} }));

const metaQueryOptions = (hunterClass: string | null) =>
  queryOptions({ queryKey: ["explore", "meta", hunterClass] as const, queryFn: () => getMeta(hunterClass) });

export function useMeta(hunterClass: string | null) {
  return useQuery(metaQueryOptions(hunterClass));
}
