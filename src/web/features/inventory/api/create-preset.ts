import type { PresetFilters } from "#core/schemas/presets.ts";
import { api } from "#web/lib/api-client.ts";
import type { Preset } from "./get-presets.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

// POST /api/presets: 400 with the name's message, 422 "preset-limit" ('You have reached your limit of N presets.').
export const createPreset = (input: { name: string; filters: PresetFilters }) =>
  api.post<Preset>("/api/presets", input);

export const useCreatePreset = () => usePresetMutation(createPreset);
