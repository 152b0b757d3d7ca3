import type { ComponentType } from "react";
import type { ItemSlot } from "#core/game-data/schema.ts";
import type { EquippedItem, HunterInput } from "#core/schemas/hunter.ts";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { SearchIcon } from "./builder-icons.tsx";

// What the builder hands to the inventory search (spec §2 "Inventory search modal"): the build, and a
// way to put an inventory item into one of its slots (its fields replace the slot's). The builder
// remembers the item's id for 'Save & Delete Items' (spec §4); `usedItemIds` are those now in the build.
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

// Stands in until the inventory feature provides the real search (BuilderPage's inventorySearch prop).
export function InventorySearchPlaceholder({ open, onOpenChange }: InventorySearchProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search Inventory" size="lg">
      <EmptyState
        icon={<SearchIcon size={28} />}
        title="Your inventory is not connected to the builder yet."
        hint="Items from your inventory will be listed here, ready to equip."
      />
    </Dialog>
  );
}
