import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FeedbackInput } from "#core/schemas/feedback.ts";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../account/get-me.ts";

export const submitFeedback = (input: FeedbackInput) => api.post<unknown>("/api/feedback", input);

// The lock dates live on the user's document: refetch it so the panel shows the days remaining.
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
