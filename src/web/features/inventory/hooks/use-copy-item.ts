import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { useAddItem } from "#web/data/inventory/add-item.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { copyOf } from "../item-copy.ts";

/**
 * "Add a copy" (docs/product.md#quick-entry): the item again through Add Item's own path, so the server's
 * capacity rule and a key per add hold. The click is the player's only sign, so its outcome is said: 'Copy
 * added.', or the server's refusal ('Your inventory is full').
 */
export function useCopyItem() {
  const { t } = useTranslation("inventory");
  const { mutate } = useAddItem();
  return useCallback(
    (item: InventoryItem) =>
      mutate(copyOf(item), {
        onSuccess: () => toast.success(t("copyItem.added")),
        onError: (error) => toast.error(getErrorMessage(error)),
      }),
    [mutate, t],
  );
}
