import { useQueryClient } from "@tanstack/react-query";
import type { PresetFiltersInput } from "#core/schemas/presets.ts";
import { writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";
import { usePresetMutation } from "./invalidate-presets.ts";

// baseUpdatedAt: the version the edit started from; a newer one answers 409 "preset-conflict"
// (docs/decisions.md#2026-11-24-edits-made-offline).
type Input = { id: string; filters: PresetFiltersInput; baseUpdatedAt?: string };

// PUT /api/presets/:id: 403 "vip-only" ('VIP function. Upgrade to edit presets!'), 404.
export const updatePreset = ({ id, ...json }: Input, key: string) =>
  call(api.presets[":id"].$put({ param: encoded({ id }), json }, keyed(key)));

export function useUpdatePreset() {
  const queryClient = useQueryClient();
  return usePresetMutation((input: Input) =>
    writeOrQueue(
      queryClient,
      {
        kind: "preset-update",
        presetId: input.id,
        filters: input.filters,
        ...(input.baseUpdatedAt ? { baseUpdatedAt: input.baseUpdatedAt } : {}),
      },
      (key) => updatePreset(input, key),
    ),
  );
}
