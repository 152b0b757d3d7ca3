import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PresetFilters } from "#core/schemas/presets.ts";
import { api } from "#web/lib/api-client.ts";

// GET /api/presets: oldest first; `editable` is false unless the player is VIP (spec §6, DECISIONS §2).
export type Preset = {
  id: string;
  name: string;
  filters: PresetFilters;
  createdAt: string;
  updatedAt: string;
  editable: boolean;
};

export const presetsQueryKey = ["presets"] as const;

export const getPresets = () => api.get<Preset[]>("/api/presets");

export const presetsQueryOptions = () => queryOptions({ queryKey: presetsQueryKey, queryFn: getPresets });

export function usePresets() {
  return useQuery(presetsQueryOptions());
}
