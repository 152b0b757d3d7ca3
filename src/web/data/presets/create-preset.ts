import { useQueryClient } from "@tanstack/react-query";
import type { PresetFiltersInput } from "#core/schemas/presets.ts";
import { localId, writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

type Input = { name: string; filters: PresetFiltersInput };

// POST /api/presets: 400 with the name's message, 422 "preset-limit" ('You have reached your limit of N presets.').
export const createPreset = (input: Input, key: string) =>
  call(api.presets.$post({ json: input }, keyed(key)));

// Offline, the preset waits on the device; the server still decides on the limit.
export function useCreatePreset() {
  const queryClient = useQueryClient();
  return usePresetMutation((input: Input) =>
    writeOrQueue(queryClient, { kind: "preset-create", localId: localId(), ...input }, (key) =>
      createPreset(input, key),
    ),
  );
}
