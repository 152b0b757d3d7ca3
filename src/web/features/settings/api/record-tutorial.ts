import { useMutation, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";

const recordTutorial = () => call(api.me.tutorial.$post());

export function useRecordTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTutorial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
