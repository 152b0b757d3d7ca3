import type { ComponentType } from "react";
import type { ItemSlot } from "#core/game-data/schema.ts";
import type { EquippedItem, HunterInput } from "#core/schemas/hunter.ts";

// What the builder hands to the inventory search (docs/product.md#inventory-search): the build, and a
// way to put an inventory item into one of its slots (its fields replace the slot's). The builder
// remembers the item's id for 'Save & Delete Items' (docs/product.md#builder-save); `usedItemIds` are those now in the build.
export type InventorySearchProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hunter: HunterInput;
  equipItem: (
    slot: ItemSlot,
    item: Partial<EquippedItem> & { baseAtkSpd?: string },
    inventoryItemId: string,
  ) => void;
  usedItemIds: readonly string[];
};

export type InventorySearchComponent = ComponentType<InventorySearchProps>;
