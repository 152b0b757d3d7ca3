import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { useGameText } from "#web/data/use-game-text.ts";

// A card's tick box, with a 40 px target; shift held while ticking extends from the last one ticked.
export const SelectBox = memo(function SelectBox({
  item,
  selected,
  onSelect,
}: {
  item: InventoryItem;
  selected: boolean;
  onSelect: (id: string, range: boolean) => void;
}) {
  const { t } = useTranslation("inventory");
  const gameText = useGameText();
  const slotName = useSlotName();
  const name = item.itemName ? gameText(item.itemName) : slotName(item.itemType);
  return (
    <label className="inline-flex size-10 cursor-pointer items-center justify-center rounded-xl hover:bg-lodge-panel-2">
      <input
        type="checkbox"
        aria-label={t("bulk.select", { name })}
        checked={selected}
        // The click, not the change: only the click carries the shift key (Space on a keyboard clicks too).
        readOnly
        onClick={(event) => onSelect(item.id, event.shiftKey)}
        className="size-4.5 cursor-pointer accent-lodge-accent"
      />
    </label>
  );
});
