import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RosterPlanSettingsInput } from "#core/schemas/roster-plan.ts";
import { api, call } from "#web/lib/api-client.ts";
import { keyed, newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { rosterPlanSettingsQueryKey } from "./get-roster-plan-settings.ts";

// PUT /api/roster-plan/settings: replaces the saved order and goals; answers them as stored (ids of hunters
// that are not the player's dropped). The last save wins: the order is the player's arrangement, not a build.
const saveRosterPlanSettings = (settings: RosterPlanSettingsInput, key: string) =>
  call(api["roster-plan"].settings.$put({ json: settings }, keyed(key)));

export function useSaveRosterPlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RosterPlanSettingsInput) => saveRosterPlanSettings(settings, newIdempotencyKey()),
    onSuccess: (stored) => queryClient.setQueryData(rosterPlanSettingsQueryKey, stored),
  });
}
