import { memo, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { BoxIcon, PlusIcon } from "#web/components/ui/icons.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useWaitingToSync } from "#web/data/outbox/use-outbox.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { AddItemDialog } from "./components/add-item-dialog.tsx";
import { DeleteItemButton, DeleteItemDialog } from "./components/delete-item.tsx";
import { FilterPanel } from "./components/filter-panel.tsx";
import { FiltersButton } from "./components/filters-button.tsx";
import { ItemCard } from "./components/item-card.tsx";
import { ItemGroups } from "./components/item-groups.tsx";
import { PresetManager } from "./components/preset-manager.tsx";
import { useFilteredInventory } from "./hooks/use-filtered-inventory.ts";

// /inventory (docs/product.md#inventory): the player's items, their filters and presets, adding and deleting.
export function Page() {
  const { t } = useTranslation(["inventory", "messages"]);
  const f = useFormat();
  const gameData = useGameData();
  const waiting = useWaitingToSync();
  const { me, inventory, filters, setFilters, filtersOpen, toggleFilters, presets, groups, active, shown } =
    useFilteredInventory();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const stopDeleting = useCallback(() => setDeleting(null), []);

  if (!gameData.data || inventory.isPending) return <LoadingState text={t("messages:loadingInventory")} />;
  const count = inventory.data?.count ?? 0;
  const capacity = inventory.data?.capacity ?? me.inventoryCapacity;
  const full = count >= capacity;

  return (
    <div>
      <PageHeader
        title={t("messages:inventoryTitle", { count: f.number(count), capacity: f.number(capacity) })}
        subtitle={active > 0 ? t("page.showing", { count, shown: f.number(shown) }) : t("page.subtitle")}
        actions={
          <div className="flex gap-2">
            <FiltersButton
              open={filtersOpen}
              onToggle={toggleFilters}
              controls="inventory-filters"
              active={active}
            />
            <span title={full ? t("messages:inventoryFull") : undefined}>
              <Button
                icon={<PlusIcon size={18} />}
                disabled={full}
                title={full ? t("messages:inventoryFull") : undefined}
                onClick={() => setAdding(true)}
              >
                {t("page.addItem")}
              </Button>
            </span>
          </div>
        }
      />
      {filtersOpen ? (
        <section
          id="inventory-filters"
          aria-label={t("filters.region")}
          className="mb-6 rounded-2xl border border-lodge-border bg-lodge-panel p-4 shadow-lg shadow-black/10 sm:p-5"
        >
          <FilterPanel
            filters={filters}
            onChange={setFilters}
            gameData={gameData.data}
            isVip={me.isVip}
            presets={<PresetManager actions={presets} presetLimit={me.presetLimit} />}
          />
        </section>
      ) : null}
      {shown === 0 ? (
        <EmptyState
          icon={<BoxIcon size={32} />}
          title={t("messages:inventoryEmpty")}
          hint={t("messages:inventoryEmptyHint")}
        />
      ) : (
        <ItemGroups
          groups={groups}
          renderItem={(item) => (
            <InventoryCard
              item={item}
              gameData={gameData.data}
              highlight={filters.attributes}
              waiting={waiting({ itemId: item.id })}
              onDelete={setDeleting}
            />
          )}
        />
      )}
      <AddItemDialog open={adding} onOpenChange={setAdding} gameData={gameData.data} isVip={me.isVip} />
      <DeleteItemDialog item={deleting} onClose={stopDeleting} />
    </div>
  );
}

// Kept as drawn while its item, the game data and the highlighted attributes stay the same: a filter change
// draws only the cards it brings in.
const InventoryCard = memo(function InventoryCard({
  onDelete,
  ...props
}: {
  item: InventoryItem;
  gameData: GameData;
  highlight: readonly string[];
  waiting: boolean;
  onDelete: (item: InventoryItem) => void;
}) {
  return <ItemCard {...props} action={<DeleteItemButton item={props.item} onDelete={onDelete} />} />;
});
