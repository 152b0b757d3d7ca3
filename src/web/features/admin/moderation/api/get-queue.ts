import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

/** GET /api/admin/moderation: open reports and verification requests, oldest first, with who has each. */
const getModerationQueue = () => call(api.admin.moderation.$get());

export const moderationQueryKey = ["admin", "moderation"] as const;

const moderationQueueQueryOptions = () =>
  queryOptions({ queryKey: moderationQueryKey, queryFn: getModerationQueue });

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions());
}
