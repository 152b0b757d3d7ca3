import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

const ROW = "[data-order-row]";

const middle = (row: Element | undefined) => {
  if (!row) return null;
  const box = row.getBoundingClientRect();
  return box.top + box.height / 2;
};

// Reordering by pointer (mouse, pen and touch alike, docs/decisions.md "Roster plan: reordering"): the
// handle captures the pointer, and the row moves one place each time the pointer passes the middle of the
// row above or below it, so the list itself shows where the hunter will land. On the focused handle the
// arrow keys do the same. `list` holds the rows (each marked data-order-row) in `order`'s order.
export function useDragOrder(
  list: RefObject<HTMLElement | null>,
  order: readonly string[],
  move: (from: number, to: number) => void,
) {
  const [dragging, setDragging] = useState<string | null>(null);
  // A second pointer event can come before the list re-renders from the first move; it would measure the
  // old rows and move the hunter twice.
  const waiting = useRef(false);
  useLayoutEffect(() => {
    waiting.current = false;
  });

  const step = (id: string, by: -1 | 1) => {
    const from = order.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    waiting.current = true;
    move(from, to);
  };

  const handleProps = (id: string) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(id);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (dragging !== id || waiting.current || !list.current) return;
      const rows = [...list.current.querySelectorAll(ROW)];
      const index = order.indexOf(id);
      const above = middle(rows[index - 1]);
      const below = middle(rows[index + 1]);
      if (above !== null && event.clientY < above) step(id, -1);
      else if (below !== null && event.clientY > below) step(id, 1);
    },
    onPointerUp: () => setDragging(null),
    onPointerCancel: () => setDragging(null),
    onLostPointerCapture: () => setDragging(null),
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
      event.preventDefault();
      step(id, event.key === "ArrowUp" ? -1 : 1);
    },
  });

  return { dragging, handleProps };
}
