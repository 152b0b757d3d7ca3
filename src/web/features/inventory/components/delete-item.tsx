import { useState } from "react";
import { messages } from "#core/messages.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { TrashIcon } from "#web/components/ui/icons.tsx";
import { useDeleteItem } from "../api/delete-item.ts";

// The card's delete action, asking first (spec §2); a failed delete is only logged (spec §8).
export function DeleteItemButton({ item }: { item: InventoryItem }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteItem();
  return (
    <>
      <button
        type="button"
        aria-label={`Delete ${item.itemName ?? item.itemType}`}
        title="Delete item"
        onClick={() => setAsking(true)}
        className="inline-flex size-10 items-center justify-center rounded-xl text-lodge-muted transition hover:bg-lodge-danger/10 hover:text-lodge-danger"
      >
        <TrashIcon size={18} />
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={messages.deleteItemTitle}
        message={messages.deleteItemConfirm}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          await remove.mutateAsync(item.id).catch(() => undefined);
        }}
      />
    </>
  );
}
