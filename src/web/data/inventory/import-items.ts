import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportRefusalDetails } from "#core/schemas/inventory-import.ts";
import type { AddItemInput } from "#core/schemas/inventory-item.ts";
import { inventoryQueryKey } from "#web/data/inventory/get-inventory.ts";
import { ApiError, api, call } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";

// POST /api/inventory/import (docs/product.md#inventory-import): many items, all or none. A file import and
// the screenshots' review both send through here. Refused with 422 "inventory-full" or "import-refused",
// whose details name each row (counted from 1 in the order sent) with its reason.
const importItems = (items: AddItemInput[], key: string) =>
  call(api.inventory.import.$post({ json: { items } }, keyed(key)));

/** The rows the server refused and why, when that is what the error says. */
export function importRefusalOf(error: unknown): ImportRefusalDetails | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = error.details as Partial<ImportRefusalDetails> | undefined;
  return Array.isArray(details?.refused) ? (details as ImportRefusalDetails) : null;
}

/**
 * The caller makes the key when the player confirms (newIdempotencyKey) and sends the same one again with
 * the same items on a retry, so a lost answer never adds them twice.
 */
export function useImportItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, key }: { items: AddItemInput[]; key: string }) => importItems(items, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
  });
}
