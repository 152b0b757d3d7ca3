import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";
import { removedWaysQueryKey } from "./get-removed-ways.ts";

const dismissRemovedWays = () => call(api["sign-in"].removed.$delete());

export function useDismissRemovedWays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissRemovedWays,
    onSuccess: () => queryClient.setQueryData(removedWaysQueryKey, { removed: null }),
  });
}
