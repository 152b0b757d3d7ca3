import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

export const rosterPlanSettingsQueryKey = ["roster-plan", "settings"] as const;

// GET /api/roster-plan/settings: the saved priority order (hunter ids, first = highest) and goal overrides
// (hunter id -> { atkSpdGoal, stat? }); nothing saved yet: { order: [], goals: {} }. Only the player's
// existing hunters appear; a hunter missing from `order` comes after those listed (docs/product.md#roster-plan).
const getRosterPlanSettings = () => call(api["roster-plan"].settings.$get());

const rosterPlanSettingsQueryOptions = () =>
  queryOptions({ queryKey: rosterPlanSettingsQueryKey, queryFn: getRosterPlanSettings });

export function useRosterPlanSettings() {
  return useQuery(rosterPlanSettingsQueryOptions());
}
