import { useTranslation } from "react-i18next";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { CopyIcon } from "#web/components/ui/icons.tsx";
import { useGameText } from "#web/data/use-game-text.ts";

// A card's "Add a copy" (docs/product.md#quick-entry) only names its item: the page adds the copy
// (useCopyItem), so a card drawn by a filter change mounts no mutation of its own (docs/performance.md).
// When the inventory is full it is locked, titled as Add Item is.
export function CopyItemButton({
  item,
  onCopy,
  full,
}: {
  item: InventoryItem;
  onCopy: (item: InventoryItem) => void;
  full: boolean;
}) {
  const { t } = useTranslation(["inventory", "messages"]);
  const gameText = useGameText();
  const slotName = useSlotName();
  return (
    <button
      type="button"
      aria-label={t("copyItem.label", {
        name: item.itemName ? gameText(item.itemName) : slotName(item.itemType),
      })}
      title={full ? t("messages:inventoryFull") : t("copyItem.title")}
      disabled={full}
      onClick={() => onCopy(item)}
      className="inline-flex size-10 items-center justify-center rounded-xl text-lodge-muted transition hover:bg-lodge-panel-2 hover:text-lodge-text disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
    >
      <CopyIcon size={18} />
    </button>
  );
}
