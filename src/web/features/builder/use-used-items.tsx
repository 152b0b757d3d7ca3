import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ItemSlot } from "#core/game-data/schema.ts";
import { ConsumeChoice } from "#web/components/game/consume-choice.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";

// Inventory items equipped from 'Search Inventory' in this session, one per slot: an item replaced by
// another never left the inventory. Saving then asks 'Save Only' (first, the default) or 'Save & Delete Items',
// which names how many it deletes (docs/product.md#builder-save).
export function useUsedItems(save: (consumeItemIds: string[]) => Promise<void>) {
  const { t } = useTranslation(["builder", "messages"]);
  const [bySlot, setBySlot] = useState<Partial<Record<ItemSlot, string>>>({});
  const [asking, setAsking] = useState(false);
  const usedItemIds = Object.values(bySlot);

  const remember = (slot: ItemSlot, inventoryItemId: string) =>
    setBySlot((current) => ({ ...current, [slot]: inventoryItemId }));
  const requestSave = () => (usedItemIds.length > 0 ? setAsking(true) : save([]));
  const answer = (consumeItemIds: string[]) => {
    setAsking(false);
    return save(consumeItemIds);
  };

  const dialog = (
    <Dialog
      open={asking}
      onOpenChange={setAsking}
      title={t("messages:consumeItemsTitle")}
      description={t("messages:consumeItemsMessage", { count: usedItemIds.length })}
      size="sm"
      footer={
        <ConsumeChoice
          itemIds={usedItemIds}
          only={t("messages:saveOnly")}
          andDelete={t("saveAndDelete", { count: usedItemIds.length })}
          onChoose={answer}
        />
      }
    />
  );
  return { usedItemIds, remember, requestSave, dialog };
}
