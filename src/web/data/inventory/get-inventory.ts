import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

export const inventoryQueryKey = ["inventory"] as const;

// docs/product.md#inventory: a failed inventory load is only logged; the screen shows its empty state.
async function getInventory() {
  try {
    return await call(api.inventory.$get());
  } catch (error) {
    console.warn("Could not load the inventory", error);
    throw error;
  }
}

// Always fresh on mount: a hunter save elsewhere ('Save & Delete Items') may have used items up.
export const inventoryQueryOptions = () =>
  queryOptions({ queryKey: inventoryQueryKey, queryFn: getInventory, staleTime: 0 });

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}
