import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "#core/schemas/me.ts";
import { api, call } from "#web/lib/api-client.ts";

// The signed-in user's document; null when nobody is signed in (GET /api/me answers a visitor 200 null).
async function getMe(): Promise<Me | null> {
  return await call(api.me.$get());
}

export const meQueryKey = ["me"] as const;

const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** A write whose answer is the user's new document (registration, a new avatar): the answer replaces ['me']. */
export function useMeMutation<Input>(mutationFn: (input: Input) => Promise<Me>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (me) => queryClient.setQueryData(meQueryKey, me) });
}
