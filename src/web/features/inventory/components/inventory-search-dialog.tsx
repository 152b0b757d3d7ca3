import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ItemSlot } from "#core/game-data/schema.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { SHORT_MESSAGE_MS } from "#core/rules/timings.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { CheckIcon } from "#web/components/ui/icons.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useFilteredInventory } from "../hooks/use-filtered-inventory.ts";
import { EquipIcon } from "../inventory-icons.tsx";
import { ScanButton } from "../scan/scan-button.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { FiltersButton } from "./filters-button.tsx";
import { ItemCard } from "./item-card.tsx";
import { ItemGroups } from "./item-groups.tsx";
import { PresetManager } from "./preset-manager.tsx";

// docs/product.md#inventory-search: 'Item added to build!' vanishes after 2 s.

type InventorySearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hunter: HunterInput;
  // Puts the chosen item's fields into the build's slot and remembers which inventory item it was.
  equipItem: (slot: ItemSlot, item: HunterInput["items"][ItemSlot], inventoryItemId: string) => void;
  usedItemIds: readonly string[];
};

// The builder's 'Search Inventory' (docs/product.md#inventory-search): the inventory's filters and presets, and an item grid whose
// items go into the matching slot of the build.
export function InventorySearchDialog({
  open,
  onOpenChange,
  hunter,
  equipItem,
  usedItemIds,
}: InventorySearchDialogProps) {
  const { t } = useTranslation(["inventory", "messages"]);
  const f = useFormat();
  const gameText = useGameText();
  const slotName = useSlotName();
  const gameData = useGameData();
  const { me, inventory, filters, setFilters, filtersOpen, toggleFilters, presets, groups, active, shown } =
    useFilteredInventory();
  const items = inventory.data?.items;
  const data = gameData.data;

  const choose = (item: InventoryItem) => {
    if (!data) return;
    const equipped = equipInventoryItem(hunter, item, data);
    equipItem(item.itemType, equipped.items[item.itemType], item.id);
    toast.success(t("messages:itemAddedToBuild"), { duration: SHORT_MESSAGE_MS });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("search.title")} size="lg">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FiltersButton
            small
            open={filtersOpen}
            onToggle={toggleFilters}
            controls="search-inventory-filters"
            active={active}
          />
          {data && inventory.data ? (
            <ScanButton
              small
              gameData={data}
              isVip={me.isVip}
              full={inventory.data.count >= inventory.data.capacity}
            />
          ) : null}
          {items ? (
            <p className="text-sm text-lodge-muted">
              {active > 0
                ? t("search.shown", { count: items.length, shown: f.number(shown) })
                : t("groups.count", { count: items.length })}
            </p>
          ) : null}
        </div>
        {filtersOpen && data ? (
          <div
            id="search-inventory-filters"
            className="rounded-xl border border-lodge-border bg-lodge-panel-2/40 p-3"
          >
            <FilterPanel
              filters={filters}
              onChange={setFilters}
              gameData={data}
              isVip={me.isVip}
              presets={<PresetManager actions={presets} presetLimit={me.presetLimit} />}
            />
          </div>
        ) : null}
        {!data || inventory.isPending ? (
          <LoadingState text={t("messages:loadingInventoryLower")} className="py-10" />
        ) : groups.length === 0 ? (
          <EmptyState title={t("messages:noItemsMatch")} />
        ) : (
          <ItemGroups
            groups={groups}
            gridClassName="sm:grid-cols-2"
            renderItem={(item) => {
              const used = usedItemIds.includes(item.id);
              const name = item.itemName ? gameText(item.itemName) : slotName(item.itemType);
              return (
                <ItemCard
                  item={item}
                  gameData={data}
                  highlight={filters.attributes}
                  compact
                  action={
                    // Equipped, the button stays where it was (and keeps focus after the press) but names
                    // its state and does nothing: aria-disabled, not disabled, which would drop the focus.
                    <Button
                      size="sm"
                      variant={used ? "secondary" : "primary"}
                      icon={used ? <CheckIcon size={16} /> : <EquipIcon size={16} />}
                      aria-label={used ? t("search.itemEquipped", { name }) : t("search.equipItem", { name })}
                      aria-disabled={used || undefined}
                      onClick={used ? undefined : () => choose(item)}
                    >
                      {used ? t("search.equipped") : t("search.equip")}
                    </Button>
                  }
                />
              );
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
