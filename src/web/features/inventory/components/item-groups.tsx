import type { ReactNode } from "react";
import { groupHeading, type InventoryGroup } from "#core/rules/inventory-filter.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { cn } from "#web/lib/cn.ts";

type Props = {
  groups: InventoryGroup<InventoryItem>[];
  renderItem: (item: InventoryItem) => ReactNode;
  // The grid's columns; three on wide screens unless told.
  gridClassName?: string;
};

// With attribute filters, each group gets its 'n / total Attribute Matches' heading (spec §2).
export function ItemGroups({ groups, renderItem, gridClassName }: Props) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.matches} aria-label={group.total > 0 ? groupHeading(group) : "Items"}>
          {group.total > 0 ? (
            <div className="mb-3 flex items-center gap-3">
              <h3 className="text-sm font-bold tracking-wide text-lodge-accent">{groupHeading(group)}</h3>
              <span aria-hidden="true" className="h-px flex-1 bg-lodge-border" />
              <span className="text-xs font-medium text-lodge-muted">
                {group.items.length} {group.items.length === 1 ? "item" : "items"}
              </span>
            </div>
          ) : null}
          <ul className={cn("grid gap-4", gridClassName ?? "sm:grid-cols-2 xl:grid-cols-3")}>
            {group.items.map((item) => (
              <li key={item.id} className="flex">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
