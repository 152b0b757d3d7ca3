import type { PresetFiltersInput } from "#core/schemas/presets.ts";
import { api, call } from "#web/lib/api-client.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

// POST /api/presets: 400 with the name's message, 422 "preset-limit" ('You have reached your limit of N presets.').
export const createPreset = (input: { name: string; filters: PresetFiltersInput }) =>
  call(api.presets.$post({ json: input }));

export const useCreatePreset = () => usePresetMutation(createPreset);
