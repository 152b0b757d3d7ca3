import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FeedSettings } from "#core/schemas/calendar-feed.ts";
import { calendarFeedQueryKey, type getCalendarFeed } from "#web/data/calendar-feed/get-calendar-feed.ts";
import { api, call } from "#web/lib/api-client.ts";

type FeedAnswer = Awaited<ReturnType<typeof getCalendarFeed>>;

/** Makes the feed, or changes its kinds and alarm; its URL stays. */
const saveCalendarFeed = (input: FeedSettings) => call(api.calendar.feed.$put({ json: input }));

// A change of an existing feed shows at once (the toggles follow the click) and is undone if refused.
export function useSaveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalendarFeed,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: calendarFeedQueryKey });
      const before = queryClient.getQueryData<FeedAnswer>(calendarFeedQueryKey);
      if (before?.feed)
        queryClient.setQueryData(calendarFeedQueryKey, { feed: { ...before.feed, ...input } });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(calendarFeedQueryKey, context.before);
    },
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, { feed }),
  });
}
