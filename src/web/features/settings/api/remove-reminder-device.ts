import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";
import { remindersQueryOptions } from "./get-reminders.ts";

const removeReminderDevice = (id: string) => call(api.reminders.devices[":id"].$delete({ param: { id } }));

export function useRemoveReminderDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReminderDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryOptions().queryKey }),
  });
}
