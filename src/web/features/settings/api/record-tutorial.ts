import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../account/get-me.ts";

export const recordTutorial = () => api.post<null>("/api/me/tutorial");

export function useRecordTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTutorial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
