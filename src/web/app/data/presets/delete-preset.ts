import { api, call, encoded } from "#web/lib/api-client.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

// DELETE /api/presets/:id: free players may delete too, it is how they get back under their limit.
export const deletePreset = (id: string) => call(api.presets[":id"].$delete({ param: encoded({ id }) }));

export const useDeletePreset = () => usePresetMutation(deletePreset);
