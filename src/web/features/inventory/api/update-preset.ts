import type { PresetFilters } from "#core/schemas/presets.ts";
import { api } from "#web/lib/api-client.ts";
import type { Preset } from "./get-presets.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

// PUT /api/presets/:id: 403 "vip-only" ('VIP function. Upgrade to edit presets!'), 404.
export const updatePreset = ({ id, filters }: { id: string; filters: PresetFilters }) =>
  api.put<Preset>(`/api/presets/${encodeURIComponent(id)}`, { filters });

export const useUpdatePreset = () => usePresetMutation(updatePreset);
