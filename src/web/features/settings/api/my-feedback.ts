import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

/** GET /api/feedback/mine: the player's own submissions with their status and replies. */
export const getMyFeedback = () => call(api.feedback.mine.$get());
export type MyFeedback = Awaited<ReturnType<typeof getMyFeedback>>[number];

export const myFeedbackQueryKey = ["feedback", "mine"] as const;

// Read each time the panel opens: a reply may have come since (docs/product.md#feedback-inbox).
export function useMyFeedback() {
  return useQuery(queryOptions({ queryKey: myFeedbackQueryKey, queryFn: getMyFeedback, staleTime: 0 }));
}
