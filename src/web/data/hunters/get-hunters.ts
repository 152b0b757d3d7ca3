import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

// The list's key; every other hunter query starts with it, so one invalidation of ['hunters'] refreshes
// the roster, the builder and the detail pages together (mutations and live events use it).
export const huntersQueryKey = ["hunters"] as const;

// GET /api/hunters: the signed-in user's hunters, every slot; readOnly ones sit in a VIP slot after VIP
// lapsed (docs/product.md#paying-and-vip): visible and shareable, but saving them answers 403 "hunter-read-only".
const getHunters = () => call(api.hunters.$get());

export const huntersQueryOptions = () => queryOptions({ queryKey: huntersQueryKey, queryFn: getHunters });

export function useHunters() {
  return useQuery(huntersQueryOptions());
}
