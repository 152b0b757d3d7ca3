import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import {
  activeFilterCount,
  emptyFilters,
  type InventoryFilters,
  toggleFilterValue,
} from "#core/rules/inventory-filter.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { ToggleChips } from "./toggle-chips.tsx";

type ListKey = "itemType" | "rarity" | "quality" | "attributes";

type Props = {
  filters: InventoryFilters;
  onChange: (filters: InventoryFilters) => void;
  gameData: GameData;
  isVip: boolean;
  // The preset manager, shown above the filters it saves.
  presets?: ReactNode;
};

// The inventory's filters (docs/product.md#inventory-filters): multi-selects as toggle chips; Inheritable is VIP only (docs/product.md#free-and-vip).
export function FilterPanel({ filters, onChange, gameData, isVip, presets }: Props) {
  const { t } = useTranslation(["inventory", "messages"]);
  const gameText = useGameText();
  const slotName = useSlotName();
  const toggle = (key: ListKey) => (value: string) =>
    onChange({ ...filters, [key]: toggleFilterValue(filters[key], value) });

  return (
    <div className="@container space-y-5">
      {presets}
      <div className="grid gap-5 @3xl:grid-cols-3">
        <ToggleChips
          legend={t("filters.itemType")}
          options={ITEM_SLOTS.map((value) => ({ value, label: slotName(value) }))}
          selected={filters.itemType}
          onToggle={toggle("itemType")}
        />
        <ToggleChips
          legend={t("filters.rarity")}
          options={gameData.itemRarity.map((r) => ({
            value: r.name,
            label: gameText(r.name),
            color: r.color,
          }))}
          selected={filters.rarity}
          onToggle={toggle("rarity")}
        />
        <ToggleChips
          legend={t("filters.quality")}
          options={gameData.itemQuality.map((q) => ({
            value: q.name,
            label: gameText(q.name),
            color: q.color,
          }))}
          selected={filters.quality}
          onToggle={toggle("quality")}
        />
      </div>
      <ToggleChips
        legend={t("filters.attributes")}
        options={gameData.attributes.map((value) => ({ value, label: gameText(value) }))}
        selected={filters.attributes}
        onToggle={toggle("attributes")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-lodge-border pt-4">
        <div className="flex items-center gap-2" title={isVip ? undefined : t("messages:vipOnlyFeature")}>
          <Switch
            label={t("filters.inheritable")}
            checked={isVip && filters.inheritable}
            disabled={!isVip}
            onCheckedChange={(inheritable) => onChange({ ...filters, inheritable })}
          />
          {isVip ? null : <Badge tone="vip">{t("filters.vip")}</Badge>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={activeFilterCount(filters) === 0}
          onClick={() => onChange(emptyFilters())}
        >
          {t("filters.clear")}
        </Button>
      </div>
    </div>
  );
}
