import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

// GET /api/notices/hidden-builds: the player's builds a moderator hid, with why (the builder and the owner's
// hunter page say so). Under ['me'] like the notices, which arrive with every hide.
const getHiddenBuilds = () => call(api.notices["hidden-builds"].$get());

const hiddenBuildsQueryOptions = () =>
  queryOptions({ queryKey: ["me", "hidden-builds"] as const, queryFn: getHiddenBuilds });

/** The moderator's reason for hiding this build, or null while it is not hidden (or not the player's). */
export function useHiddenReason(hunterId: string, enabled = true): string | null {
  const hidden = useQuery({ ...hiddenBuildsQueryOptions(), enabled });
  return hidden.data?.builds.find((b) => b.hunterId === hunterId)?.reason ?? null;
}
