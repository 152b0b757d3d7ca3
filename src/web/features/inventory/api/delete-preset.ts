import { usePresetMutation } from "#web/data/presets/invalidate-presets.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed, newIdempotencyKey } from "#web/lib/idempotency-key.ts";

// DELETE /api/presets/:id: free players may delete too, it is how they get back under their limit.
const deletePreset = (id: string, key: string) =>
  call(api.presets[":id"].$delete({ param: encoded({ id }) }, keyed(key)));

export const useDeletePreset = () => usePresetMutation((id: string) => deletePreset(id, newIdempotencyKey()));
