import { memo, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { BoxIcon, DownloadIcon, PlusIcon } from "#web/components/ui/icons.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useWaitingToSync } from "#web/data/outbox/use-outbox.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { BulkBar } from "./bulk/bulk-bar.tsx";
import { SelectBox } from "./bulk/select-box.tsx";
import { useSelection } from "./bulk/use-selection.ts";
import { AddItemDialog } from "./components/add-item-dialog.tsx";
import { CopyItemButton } from "./components/copy-item.tsx";
import { DeleteItemButton, DeleteItemDialog } from "./components/delete-item.tsx";
import { FilterPanel } from "./components/filter-panel.tsx";
import { FiltersButton } from "./components/filters-button.tsx";
import { ItemCard } from "./components/item-card.tsx";
import { ItemGroups } from "./components/item-groups.tsx";
import { PresetManager } from "./components/preset-manager.tsx";
import { useCopyItem } from "./hooks/use-copy-item.ts";
import { useFilteredInventory } from "./hooks/use-filtered-inventory.ts";
import { ScanButton } from "./scan/scan-button.tsx";
import { ExportDialog } from "./transfer/export-dialog.tsx";
import { ImportDialog } from "./transfer/import-dialog.tsx";

const NO_ITEMS: InventoryItem[] = [];

// /inventory (docs/product.md#inventory): the player's items, their filters and presets, adding (with quick
// entry, #quick-entry) and deleting, export and import (#inventory-export-and-import) and bulk actions
// (#bulk-actions).
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
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const items = inventory.data?.items ?? NO_ITEMS;
  const existing = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const shownIds = useMemo(() => groups.flatMap((group) => group.items.map((item) => item.id)), [groups]);
  const selection = useSelection(shownIds, existing);
  const copy = useCopyItem();

  if (!gameData.data || inventory.isPending) return <LoadingState text={t("messages:loadingInventory")} />;
  const count = inventory.data?.count ?? 0;
  const capacity = inventory.data?.capacity ?? me.inventoryCapacity;
  const full = count >= capacity;
  const room = { isVip: me.isVip, count, capacity };

  return (
    <div>
      <PageHeader
        title={t("messages:inventoryTitle", { count: f.number(count), capacity: f.number(capacity) })}
        subtitle={active > 0 ? t("page.showing", { count, shown: f.number(shown) }) : t("page.subtitle")}
        actions={
          <div className="flex flex-wrap gap-2">
            <FiltersButton
              open={filtersOpen}
              onToggle={toggleFilters}
              controls="inventory-filters"
              active={active}
            />
            <Button
              variant="secondary"
              icon={<DownloadIcon size={18} />}
              disabled={count === 0}
              onClick={() => setExporting(true)}
            >
              {t("transfer.export")}
            </Button>
            <Button variant="secondary" disabled={full} onClick={() => setImporting(true)}>
              {t("transfer.import")}
            </Button>
            <ScanButton gameData={gameData.data} isVip={me.isVip} full={full} />
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
      {count > 0 ? (
        <BulkBar
          selected={selection.selected}
          items={items}
          shown={shown}
          isVip={me.isVip}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
        />
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
              onCopy={copy}
              full={full}
              selected={selection.selected.has(item.id)}
              onSelect={selection.toggle}
            />
          )}
        />
      )}
      <AddItemDialog
        open={adding}
        onOpenChange={setAdding}
        gameData={gameData.data}
        isVip={me.isVip}
        full={full}
      />
      <DeleteItemDialog item={deleting} onClose={stopDeleting} />
      <ExportDialog open={exporting} onOpenChange={setExporting} items={items} />
      <ImportDialog open={importing} onOpenChange={setImporting} room={room} gameData={gameData.data} />
    </div>
  );
}

// Kept as drawn while its item, the game data and the highlighted attributes stay the same: a filter change
// draws only the cards it brings in.
const InventoryCard = memo(function InventoryCard({
  onDelete,
  onCopy,
  full,
  selected,
  onSelect,
  ...props
}: {
  item: InventoryItem;
  gameData: GameData;
  highlight: readonly string[];
  waiting: boolean;
  onDelete: (item: InventoryItem) => void;
  onCopy: (item: InventoryItem) => void;
  full: boolean;
  selected: boolean;
  onSelect: (id: string, range: boolean) => void;
}) {
  return (
    <ItemCard
      {...props}
      action={
        <div className="flex shrink-0">
          <SelectBox item={props.item} selected={selected} onSelect={onSelect} />
          <CopyItemButton item={props.item} onCopy={onCopy} full={full} />
          <DeleteItemButton item={props.item} onDelete={onDelete} />
        </div>
      }
    />
  );
});
