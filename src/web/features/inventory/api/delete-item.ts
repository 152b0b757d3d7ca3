import { useMutation, useQueryClient } from "@tanstack/react-query";
import { inventoryQueryKey, inventoryQueryOptions } from "#web/app/data/inventory/get-inventory.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";

// DELETE /api/inventory/:id. A failure is only logged (spec §8).
export const deleteItem = (itemId: string) =>
  call(api.inventory[":id"].$delete({ param: encoded({ id: itemId }) }));

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_, itemId) => {
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
