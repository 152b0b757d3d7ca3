import { useMutation, useQueryClient } from "@tanstack/react-query";
import { inventoryQueryKey, inventoryQueryOptions } from "#web/data/inventory/get-inventory.ts";
import { api, call } from "#web/lib/api-client.ts";

// POST /api/inventory/delete-batch: the selected items in one statement; deleting one twice deletes it once,
// so a retry needs no key.
const deleteItems = (ids: string[]) => call(api.inventory["delete-batch"].$post({ json: { ids } }));

export function useDeleteItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItems,
    onSuccess: ({ deleted }, ids) => {
      const gone = new Set(ids);
      queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
        list
          ? {
              ...list,
              items: list.items.filter((i) => !gone.has(i.id)),
              count: Math.max(0, list.count - deleted),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    },
    onError: (error) => console.warn("Could not delete the items", error),
  });
}
