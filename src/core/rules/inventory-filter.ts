import type { InventoryItemData } from "#core/schemas/inventory-item.ts";
import type { PresetFilters } from "#core/schemas/presets.ts";

// Filtering the inventory (docs/product.md#inventory-filters): the same filters a preset saves.
export type InventoryFilters = PresetFilters;

export type FilterableItem = Pick<
  InventoryItemData,
  "itemType" | "rarity" | "quality" | "attributes" | "inheritable"
>;

// `matches` of the `total` chosen attribute types the group's items carry; 0 / 0 without attribute filters.
export type InventoryGroup<T> = { matches: number; total: number; items: T[] };

export const emptyFilters = (): InventoryFilters => ({
  itemType: [],
  rarity: [],
  quality: [],
  attributes: [],
  inheritable: false,
});

export const activeFilterCount = (filters: InventoryFilters): number =>
  filters.itemType.length +
  filters.rarity.length +
  filters.quality.length +
  filters.attributes.length +
  (filters.inheritable ? 1 : 0);

export function toggleFilterValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

// An empty list lets anything through.
const allows = (chosen: readonly string[], value: string) => chosen.length === 0 || chosen.includes(value);

/**
 * The items the filters let through, in their given order. With attribute filters an item needs at
 * least one chosen attribute type, and the items are grouped by how many distinct chosen types they
 * carry, most first; without them there is one group of everything. Groups are never empty.
 */
export function filterInventory<T extends FilterableItem>(
  items: readonly T[],
  filters: InventoryFilters,
): { groups: InventoryGroup<T>[] } {
  const chosen = new Set(filters.attributes);
  const total = chosen.size;
  const byMatches: T[][] = Array.from({ length: total + 1 }, () => []);
  const seen = new Set<string>();
  for (const item of items) {
    if (
      !allows(filters.itemType, item.itemType) ||
      !allows(filters.rarity, item.rarity) ||
      !allows(filters.quality, item.quality) ||
      (filters.inheritable && item.inheritable !== true)
    ) {
      continue;
    }
    let matches = 0;
    if (total > 0) {
      seen.clear();
      for (const { type } of item.attributes) {
        if (chosen.has(type) && !seen.has(type)) {
          seen.add(type);
          matches += 1;
        }
      }
      if (matches === 0) continue;
    }
    byMatches[matches]?.push(item);
  }
  const groups: InventoryGroup<T>[] = [];
  for (let matches = total; matches >= 0; matches--) {
    const bucket = byMatches[matches] ?? [];
    if (bucket.length > 0) groups.push({ matches, total, items: bucket });
  }
  return { groups };
}

// The heading over a group (docs/product.md#inventory-filters): 'n / total Attribute Matches'.
export const groupHeading = ({ matches, total }: Pick<InventoryGroup<unknown>, "matches" | "total">) =>
  `${matches} / ${total} Attribute Matches`;
