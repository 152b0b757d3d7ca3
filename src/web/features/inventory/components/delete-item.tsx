import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { TrashIcon } from "#web/components/ui/icons.tsx";
import { useDeleteItem } from "#web/data/inventory/delete-item.ts";
import { useGameText } from "#web/data/use-game-text.ts";

// A card's delete button only names its item: the page asks once for every card (DeleteItemDialog), so a
// card drawn by a filter change mounts no dialog state and no mutation of its own (docs/performance.md).
export function DeleteItemButton({
  item,
  onDelete,
}: {
  item: InventoryItem;
  onDelete: (item: InventoryItem) => void;
}) {
  const { t } = useTranslation("inventory");
  const gameText = useGameText();
  const slotName = useSlotName();
  return (
    <button
      type="button"
      aria-label={t("deleteItem.label", {
        name: item.itemName ? gameText(item.itemName) : slotName(item.itemType),
      })}
      title={t("deleteItem.title")}
      onClick={() => onDelete(item)}
      className="inline-flex size-10 items-center justify-center rounded-xl text-lodge-muted transition hover:bg-lodge-danger/10 hover:text-lodge-danger"
    >
      <TrashIcon size={18} />
    </button>
  );
}

// Asks before deleting; a failed delete is only logged (docs/product.md#inventory).
export const DeleteItemDialog = memo(function DeleteItemDialog({
  item,
  onClose,
}: {
  item: InventoryItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(["inventory", "messages"]);
  const remove = useDeleteItem();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("messages:deleteItemTitle")}
      message={t("messages:deleteItemConfirm")}
      confirmLabel={t("deleteItem.confirm")}
      cancelLabel={t("deleteItem.cancel")}
      tone="danger"
      onConfirm={async () => {
        if (item) await remove.mutateAsync(item.id).catch(() => undefined);
      }}
    />
  );
});
