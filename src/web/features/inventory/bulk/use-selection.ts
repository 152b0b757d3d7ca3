import { useCallback, useMemo, useRef, useState } from "react";

/**
 * The items the player has ticked (docs/product.md#bulk-actions). A shift-click ticks or clears the whole
 * range from the last one clicked, in the order the grid shows; ids no longer in the inventory drop out.
 */
export function useSelection(shown: readonly string[], existing: ReadonlySet<string>) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const order = useRef(shown);
  order.current = shown;

  const selected = useMemo(() => new Set([...ticked].filter((id) => existing.has(id))), [ticked, existing]);

  const toggle = useCallback((id: string, range: boolean) => {
    // Read now: React may run the update later, after the anchor has moved to this id.
    const from = anchor.current === null ? -1 : order.current.indexOf(anchor.current);
    const to = order.current.indexOf(id);
    const ids =
      range && from >= 0 && to >= 0 ? order.current.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    anchor.current = id;
    setTicked((before) => {
      const next = new Set(before);
      const on = !before.has(id);
      for (const each of ids) {
        if (on) next.add(each);
        else next.delete(each);
      }
      return next;
    });
  }, []);

  const selectAll = useCallback(() => setTicked((before) => new Set([...before, ...order.current])), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setTicked(new Set());
  }, []);

  return { selected, toggle, selectAll, clear };
}
