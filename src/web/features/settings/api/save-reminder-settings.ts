import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReminderSettings } from "#core/schemas/reminders.ts";
import { api, call } from "#web/lib/api-client.ts";
import { type getReminders, remindersQueryOptions } from "./get-reminders.ts";

type RemindersAnswer = Awaited<ReturnType<typeof getReminders>>;

const saveReminderSettings = (input: ReminderSettings) => call(api.reminders.settings.$put({ json: input }));

// A change shows at once (the toggles follow the click, as the calendar's Subscribe panel does) and is
// undone if refused.
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = remindersQueryOptions();
  return useMutation({
    mutationFn: saveReminderSettings,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<RemindersAnswer>(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, settings: input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
