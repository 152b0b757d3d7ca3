import type { KeyboardEvent } from "react";

// What Enter walks through: every field a player types in, picks from or ticks; never a button's own press.
const FIELDS = 'input:not([type="hidden"]), select, [role="switch"]';

/**
 * Quick entry in a form (docs/product.md#quick-entry): Enter in a field moves to the next field that can take
 * input, and on the last one calls `atLast` (the add-item dialog saves). A field that keeps its Enter (a
 * type-ahead whose typing names nothing) stops it before it reaches the form.
 */
export function enterMovesOn(atLast: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const field = event.target;
    if (!(field instanceof HTMLElement) || !field.matches(FIELDS)) return;
    event.preventDefault();
    const fields = [...event.currentTarget.querySelectorAll<HTMLElement>(FIELDS)].filter(
      (each) => each === field || (!each.matches(":disabled") && each.getClientRects().length > 0),
    );
    const next = fields[fields.indexOf(field) + 1];
    if (next) next.focus();
    else atLast();
  };
}
