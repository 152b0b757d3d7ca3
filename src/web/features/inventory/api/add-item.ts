import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddItemInput, InventoryItem } from "#core/schemas/inventory-item.ts";
import { type InventoryList, inventoryQueryKey } from "#web/app/data/inventory/get-inventory.ts";
import { api } from "#web/lib/api-client.ts";

// POST /api/inventory. Fails with 400 "missing-required" or 422 "inventory-full"; spec §8 shows no message
// for either, so a failure is only logged.
export const addItem = (input: AddItemInput) => api.post<InventoryItem>("/api/inventory", input);

export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItem,
    onSuccess: (item) => {
      queryClient.setQueryData<InventoryList>(inventoryQueryKey, (list) =>
        list ? { ...list, items: [item, ...list.items], count: list.count + 1 } : list,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    },
    onError: (error) => console.warn("Could not add the item", error),
  });
}
