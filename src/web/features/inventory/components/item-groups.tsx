import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InventoryGroup } from "#core/rules/inventory-filter.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

type Props = {
  groups: InventoryGroup<InventoryItem>[];
  renderItem: (item: InventoryItem) => ReactNode;
  // The grid's columns; three on wide screens unless told.
  gridClassName?: string;
};

// Cards drawn at first and added each time the player scrolls near the end: on a slow phone, drawing
// 400 cards at once took seconds, and each card drawn at a filter change costs about 10 ms at 4x CPU
// throttling (docs/product.md#performance-budgets, docs/performance.md: 12 cards gave p95 328 ms, 3 give under 100 ms). Three
// fill a phone's screen; a wide screen's next rows follow at once, in interruptible renders.
const CARDS_PER_STEP = 3;

// With attribute filters, each group gets its 'n / total Attribute Matches' heading (docs/product.md#inventory-filters).
export function ItemGroups({ groups, renderItem, gridClassName }: Props) {
  const { t } = useTranslation("inventory");
  const f = useFormat();
  const heading = ({ matches, total }: InventoryGroup<InventoryItem>) =>
    t("groups.heading", { matches: f.number(matches), total: f.number(total) });
  const [limit, setLimit] = useState(CARDS_PER_STEP);
  const [drawnFor, setDrawnFor] = useState(groups);
  // New filters start again from the top: only the first cards are drawn.
  if (drawnFor !== groups) {
    setDrawnFor(groups);
    setLimit(CARDS_PER_STEP);
  }
  const more = useCallback(() => startTransition(() => setLimit((n) => n + CARDS_PER_STEP)), []);
  const total = groups.reduce((n, group) => n + group.items.length, 0);
  let left = limit;
  const drawn = groups.map((group) => {
    const items = group.items.slice(0, Math.max(0, left));
    left -= items.length;
    return { group, items };
  });

  return (
    <div className="space-y-6">
      {drawn.map(({ group, items }) =>
        items.length === 0 && group.items.length > 0 ? null : (
          <section key={group.matches} aria-label={group.total > 0 ? heading(group) : t("groups.all")}>
            {group.total > 0 ? (
              <div className="mb-3 flex items-center gap-3">
                <h3 className="text-sm font-bold tracking-wide text-lodge-accent">{heading(group)}</h3>
                <span aria-hidden="true" className="h-px flex-1 bg-lodge-border" />
                <span className="text-xs font-medium text-lodge-muted">
                  {t("groups.count", { count: group.items.length })}
                </span>
              </div>
            ) : null}
            <ul className={cn("grid gap-4", gridClassName ?? "sm:grid-cols-2 xl:grid-cols-3")}>
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex [contain-intrinsic-size:auto_18rem] [content-visibility:auto]"
                >
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      {limit < total ? <MoreCards key={limit} onNear={more} /> : null}
    </div>
  );
}

// Asks for more cards when it comes within a screen of being seen. It is drawn anew after each step (keyed
// by the count), and a new observer reports at once whether it is still near, so a tall screen fills up.
function MoreCards({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [onNear]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
