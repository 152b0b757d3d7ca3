import type { QueryClient } from "@tanstack/react-query";
import { messages } from "#core/messages.ts";
import type { OutboxChange } from "#core/rules/outbox.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { huntersQueryKey } from "#web/data/hunters/get-hunters.ts";

/** A change made offline in a player's words ('Save Ayla', 'Add Rare Belt'). */
export function changeLabel(change: OutboxChange, queryClient: QueryClient): string {
  const hunterName = (id: string) =>
    queryClient.getQueryData<OwnHunter[]>(huntersQueryKey)?.find((h) => h.id === id)?.hunterName ??
    "a hunter";
  switch (change.kind) {
    case "hunter-create":
      return messages.outboxCreateHunter(change.hunter.hunterName, change.slotIndex + 1);
    case "hunter-save":
      return messages.outboxSaveHunter(change.hunter.hunterName);
    case "hunter-visibility":
      return messages.outboxVisibility(hunterName(change.hunterId), change.isPublic);
    case "item-add":
      return messages.outboxAddItem(change.item.rarity, change.item.itemName || change.item.itemType);
    case "item-delete":
      return messages.outboxDeleteItem;
    case "preset-create":
      return messages.outboxSavePreset(change.name);
    case "preset-update":
      return messages.outboxUpdatePreset;
  }
}
