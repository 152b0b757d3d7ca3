import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkUpdateItemsInput } from "#core/schemas/inventory-bulk.ts";
import { inventoryQueryKey, inventoryQueryOptions } from "#web/data/inventory/get-inventory.ts";
import { api, call } from "#web/lib/api-client.ts";

// POST /api/inventory/update-batch: Set inheritable / Clear inheritable on the selected items (VIP only,
// docs/product.md#bulk-actions). Setting a state twice is setting it once, so a retry needs no key.
const updateItems = (input: BulkUpdateItemsInput) =>
  call(api.inventory["update-batch"].$post({ json: input }));

export function useSetInheritable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItems,
    onSuccess: (_, { ids, inheritable }) => {
      const chosen = new Set(ids);
      // Kept only when true (docs/product.md#inventory-item-fields): a cleared item loses the field.
      queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) => {
                if (!chosen.has(item.id)) return item;
                const { inheritable: _, ...rest } = item;
                return inheritable ? { ...rest, inheritable: true as const } : rest;
              }),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    },
    onError: (error) => console.warn("Could not update the items", error),
  });
}
