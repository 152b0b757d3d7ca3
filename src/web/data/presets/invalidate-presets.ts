import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { presetsQueryKey } from "./get-presets.ts";

const invalidatePresets = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: presetsQueryKey });

// Every preset write refreshes the list; the caller shows the spec's message for the outcome.
export function usePresetMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidatePresets(queryClient) });
}
