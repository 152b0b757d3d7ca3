import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeedbackStatus } from "#core/rules/feedback-inbox.ts";
import type { FeedbackListQuery, FeedbackReplyInput } from "#core/schemas/feedback-inbox.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";

// The console's feedback inbox (docs/product.md#feedback-inbox): the list, one submission, its status and
// note, and a reply. What a write changes is read again, with the navigation's count of new items.

const inboxKey = ["admin", "feedback"] as const;

export type InboxFilters = Pick<FeedbackListQuery, "type" | "status" | "order" | "page">;

const queryText = (filters: InboxFilters) => ({
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  order: filters.order,
  page: String(filters.page),
});

export const listFeedback = (filters: InboxFilters) =>
  call(api.admin.feedback.$get({ query: queryText(filters) }));
export type InboxPage = Awaited<ReturnType<typeof listFeedback>>;
export type InboxItem = InboxPage["items"][number];

export const getFeedback = (id: string) => call(api.admin.feedback[":id"].$get({ param: encoded({ id }) }));
export type Submission = Awaited<ReturnType<typeof getFeedback>>;

export function useFeedbackList(filters: InboxFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...inboxKey, "list", filters] as const,
      queryFn: () => listFeedback(filters),
      // A new page or filter keeps the last list on screen until the next arrives.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useSubmission(id: string) {
  return useQuery(
    queryOptions({ queryKey: [...inboxKey, "one", id] as const, queryFn: () => getFeedback(id) }),
  );
}

// Everything the console reads sits under ["admin", …]: the inbox, and the overview whose count of new
// feedback the navigation shows.
function useInvalidateInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin"] });
}

export function useTriageFeedback(id: string) {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (input: { status: FeedbackStatus; note: string }) =>
      call(api.admin.feedback[":id"].$put({ param: encoded({ id }), json: input })),
    onSettled: invalidate,
  });
}

export function useReplyToFeedback(id: string) {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (input: FeedbackReplyInput) =>
      call(api.admin.feedback[":id"].replies.$post({ param: encoded({ id }), json: input })),
    onSettled: invalidate,
  });
}
