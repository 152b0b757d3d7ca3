import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateHunterInput, HunterInput } from "#core/schemas/hunter.ts";
import { localId, writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";
import { consumeAfterQueuedSave } from "../inventory/delete-item.ts";
import { invalidateUnlessQueued } from "./invalidate.ts";

// POST /api/hunters; consumeItemIds: inventory items deleted in the same transaction ('Save & Delete
// Items', docs/product.md#builder-save). Fails with ApiError 422 "slot-unavailable" (a slot the user does not have),
// 409 "slot-occupied", 401 when signed out.
export const createHunter = (input: CreateHunterInput, key: string) =>
  call(api.hunters.$post({ json: input }, keyed(key)));

export function useCreateHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the new hunter waits on the device (the items it uses up after it); the server still decides
    // whether the slot is free.
    mutationFn: async (input: CreateHunterInput & { hunter: HunterInput }) => {
      const change = {
        kind: "hunter-create" as const,
        localId: localId(),
        slotIndex: input.slotIndex,
        hunter: input.hunter,
      };
      const created = await writeOrQueue(queryClient, change, (key) => createHunter(input, key));
      await consumeAfterQueuedSave(queryClient, created, input.consumeItemIds);
      return created;
    },
    onSuccess: invalidateUnlessQueued(queryClient),
  });
}
