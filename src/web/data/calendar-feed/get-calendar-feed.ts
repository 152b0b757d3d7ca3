import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

// The player's calendar feed (docs/product.md#calendar-subscription): read by the calendar's Subscribe panel
// and by Settings, where it is renewed or revoked.
export const getCalendarFeed = () => call(api.calendar.feed.$get());

export const calendarFeedQueryKey = ["calendar-feed"] as const;

const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedQueryKey, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
