import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

// GET /api/notices: what moderators did to what is the player's (docs/product.md#reports). Under ['me'], so
// the live topic 'me' (sent with every notice) reads it again.
const getNotices = () => call(api.notices.$get());

export const noticesQueryKey = ["me", "notices"] as const;

const noticesQueryOptions = () => queryOptions({ queryKey: noticesQueryKey, queryFn: getNotices });

export function useNotices(enabled = true) {
  return useQuery({ ...noticesQueryOptions(), enabled });
}
