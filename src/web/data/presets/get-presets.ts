import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

export const presetsQueryKey = ["presets"] as const;

// GET /api/presets: oldest first; `editable` is false unless the player is VIP (spec §6, DECISIONS §2).
export const getPresets = () => call(api.presets.$get());

export const presetsQueryOptions = () => queryOptions({ queryKey: presetsQueryKey, queryFn: getPresets });

export function usePresets() {
  return useQuery(presetsQueryOptions());
}
