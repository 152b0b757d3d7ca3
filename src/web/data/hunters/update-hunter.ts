import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HunterInput, UpdateHunterInput } from "#core/schemas/hunter.ts";
import { writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";
import { consumeAfterQueuedSave } from "../inventory/delete-item.ts";
import { invalidateUnlessQueued } from "./invalidate.ts";

// PUT /api/hunters/:id, answering the saved OwnHunter; consumeItemIds: inventory items deleted in the same
// transaction ('Save & Delete Items', docs/product.md#builder-save). Fails with ApiError 403 "hunter-read-only" (VIP slot after
// VIP lapsed), 404, 401, 409 "hunter-conflict" (saved on another device since baseUpdatedAt).
export const updateHunter = ({ hunterId, ...json }: UpdateHunterInput & { hunterId: string }, key: string) =>
  call(api.hunters[":id"].$put({ param: encoded({ id: hunterId }), json }, keyed(key)));

export function useUpdateHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the save waits on the device; the items it uses up are deleted after it, in order.
    // base: the stored build the edit started from, kept on the device to merge with another device's save.
    mutationFn: async ({
      base,
      ...input
    }: UpdateHunterInput & { hunterId: string; hunter: HunterInput; base?: HunterInput }) => {
      const { hunterId, hunter, baseUpdatedAt } = input;
      const change = {
        kind: "hunter-save" as const,
        hunterId,
        hunter,
        ...(baseUpdatedAt ? { baseUpdatedAt } : {}),
        ...(baseUpdatedAt && base ? { base } : {}),
      };
      const saved = await writeOrQueue(queryClient, change, (key) => updateHunter(input, key));
      await consumeAfterQueuedSave(queryClient, saved, input.consumeItemIds);
      return saved;
    },
    onSuccess: invalidateUnlessQueued(queryClient),
  });
}
