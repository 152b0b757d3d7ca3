import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FeedbackInput } from "#core/schemas/feedback.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";
import { myFeedbackQueryKey } from "./my-feedback.ts";

const submitFeedback = (input: FeedbackInput) => call(api.feedback.$post({ json: input }));

// The lock dates live on the user's document: refetch it so the panel shows the days remaining; and the
// player's own list, which now holds this submission.
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
      ]),
  });
}
