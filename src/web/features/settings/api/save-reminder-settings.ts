import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReminderSettings } from "#core/schemas/reminders.ts";
import { api, call } from "#web/lib/api-client.ts";
import { remindersQueryOptions } from "./get-reminders.ts";

export const saveReminderSettings = (input: ReminderSettings) =>
  call(api.reminders.settings.$put({ json: input }));

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryOptions().queryKey }),
  });
}
