import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddItemInput } from "#core/schemas/inventory-item.ts";
import { inventoryQueryKey, inventoryQueryOptions } from "#web/data/inventory/get-inventory.ts";
import { isQueued, localId, writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";

// POST /api/inventory. Fails with 400 "missing-required" or 422 "inventory-full"; docs/product.md#inventory shows no message
// for either, so a failure is only logged.
export const addItem = (input: AddItemInput, key: string) =>
  call(api.inventory.$post({ json: input }, keyed(key)));

export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the item waits on the device and shows at once; the server still decides on capacity.
    mutationFn: (input: AddItemInput) =>
      writeOrQueue(queryClient, { kind: "item-add", localId: localId(), item: input }, (key) =>
        addItem(input, key),
      ),
    onSuccess: (item) => {
      if (isQueued(item)) return;
      queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
        list ? { ...list, items: [item, ...list.items], count: list.count + 1 } : list,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    },
    onError: (error) => console.warn("Could not add the item", error),
  });
}
