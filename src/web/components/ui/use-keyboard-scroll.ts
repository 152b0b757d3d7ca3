import { type RefCallback, useCallback, useState } from "react";

// A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's
// scrollable-region-focusable): while its content is taller than it, it takes a tab stop; while it fits, none,
// so a short dialog's Tab order is its controls only.
export function useKeyboardScroll<T extends HTMLElement>(): {
  ref: RefCallback<T>;
  tabIndex: 0 | undefined;
} {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback<RefCallback<T>>((element) => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: scrolls ? 0 : undefined };
}
