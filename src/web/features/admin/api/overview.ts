import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

/** GET /api/admin/overview: the caller's console areas and what waits in the queues. */
const consoleOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "overview"] as const,
    queryFn: () => call(api.admin.overview.$get()),
  });

export function useConsoleOverview() {
  return useQuery(consoleOverviewQueryOptions());
}
