import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "#core/schemas/me.ts";
import { api, call } from "#web/lib/api-client.ts";

// The signed-in user's document; null when nobody is signed in (GET /api/me answers a visitor 200 null).
export async function getMe(): Promise<Me | null> {
  return await call(api.me.$get());
}

export const meQueryKey = ["me"] as const;

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
