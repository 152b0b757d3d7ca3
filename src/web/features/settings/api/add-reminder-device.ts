import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushSubscriptionInput } from "#core/schemas/reminders.ts";
import { api, call } from "#web/lib/api-client.ts";
import { remindersQueryOptions } from "./get-reminders.ts";

/** POST /api/reminders/devices: this browser's push subscription, kept by the server for reminders. */
const addReminderDevice = (input: PushSubscriptionInput) =>
  call(api.reminders.devices.$post({ json: input }));

export function useAddReminderDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReminderDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryOptions().queryKey }),
  });
}
