import { useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarFeedQueryKey } from "#web/data/calendar-feed/get-calendar-feed.ts";
import { api, call } from "#web/lib/api-client.ts";

/** Ends the feed: its URL answers 404 from now on. */
const revokeCalendarFeed = () => call(api.calendar.feed.$delete());

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, { feed: null }),
  });
}
