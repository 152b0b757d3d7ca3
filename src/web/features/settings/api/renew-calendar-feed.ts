import { useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarFeedQueryKey } from "#web/data/calendar-feed/get-calendar-feed.ts";
import { api, call } from "#web/lib/api-client.ts";

/** A new feed URL with the same choices; the old one stops working. */
const renewCalendarFeed = () => call(api.calendar.feed.renew.$post());

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, { feed }),
  });
}
