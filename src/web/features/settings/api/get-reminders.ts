import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

/** GET /api/reminders/config: whether this server sends reminders, and its VAPID key (applicationServerKey). */
const getReminderConfig = () => call(api.reminders.config.$get());

/** GET /api/reminders: the player's choices and subscribed devices. */
export const getReminders = () => call(api.reminders.$get());

const reminderConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["reminders", "config"] as const,
    queryFn: getReminderConfig,
    staleTime: Infinity,
  });

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: ["reminders", "mine"] as const, queryFn: getReminders });

export function useReminderConfig() {
  return useQuery(reminderConfigQueryOptions());
}

export function useReminders(enabled: boolean) {
  return useQuery({ ...remindersQueryOptions(), enabled });
}
