import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "#core/schemas/me.ts";
import { api, call, isApiError } from "#web/lib/api-client.ts";

// The signed-in user's document; null when nobody is signed in (401).
export async function getMe(): Promise<Me | null> {
  try {
    return await call(api.me.$get());
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const meQueryKey = ["me"] as const;

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
