import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { inventoryQueryKey, inventoryQueryOptions } from "#web/data/inventory/get-inventory.ts";
import { isQueued, writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";

// DELETE /api/inventory/:id. A failure is only logged (docs/product.md#inventory).
export const deleteItem = (itemId: string, key: string) =>
  call(api.inventory[":id"].$delete({ param: encoded({ id: itemId }) }, keyed(key)));

/** Deletes an item, or keeps the delete on the device until the network returns. */
const deleteItemLater = (queryClient: QueryClient, itemId: string) =>
  writeOrQueue(queryClient, { kind: "item-delete", itemId }, (key) => deleteItem(itemId, key));

/** After a hunter save kept on the device, the items it uses up ('Save & Delete Items') are deleted after it, in order. */
export async function consumeAfterQueuedSave(
  queryClient: QueryClient,
  saved: unknown,
  itemIds: readonly string[] = [],
) {
  if (isQueued(saved)) for (const itemId of itemIds) await deleteItemLater(queryClient, itemId);
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteItemLater(queryClient, itemId),
    onSuccess: (result, itemId) => {
      if (isQueued(result)) return;
      queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
        list
          ? { ...list, items: list.items.filter((i) => i.id !== itemId), count: Math.max(0, list.count - 1) }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    },
    onError: (error) => console.warn("Could not delete the item", error),
  });
}
