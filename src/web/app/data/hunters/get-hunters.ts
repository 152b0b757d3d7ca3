import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { api } from "#web/lib/api-client.ts";

// The list's key; every other hunter query starts with it, so one invalidation of ['hunters'] refreshes
// the roster, the builder and the detail pages together (mutations and live events use it).
export const huntersQueryKey = ["hunters"] as const;

// A hunter as its owner sees it: readOnly when it sits in a VIP slot and VIP has lapsed (DECISIONS §2);
// it stays visible and shareable, but saving it answers 403 "hunter-read-only".
export type OwnHunter = HunterRecord & { readOnly: boolean };

// GET /api/hunters: the signed-in user's hunters, every slot.
export const getHunters = () => api.get<OwnHunter[]>("/api/hunters");

export const huntersQueryOptions = () => queryOptions({ queryKey: huntersQueryKey, queryFn: getHunters });

export function useHunters() {
  return useQuery(huntersQueryOptions());
}
