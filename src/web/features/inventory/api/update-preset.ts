import type { PresetFiltersInput } from "#core/schemas/presets.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

// PUT /api/presets/:id: 403 "vip-only" ('VIP function. Upgrade to edit presets!'), 404.
export const updatePreset = ({ id, filters }: { id: string; filters: PresetFiltersInput }) =>
  call(api.presets[":id"].$put({ param: encoded({ id }), json: { filters } }));

export const useUpdatePreset = () => usePresetMutation(updatePreset);
