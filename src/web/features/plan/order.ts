// The priority order of the roster plan: the saved order first (hunters still on the roster), then the
// hunters it does not name yet, in roster order (slot order), so a new hunter joins at the end.
export function priorityOrder(hunterIds: readonly string[], saved: readonly string[]): string[] {
  const present = new Set(hunterIds);
  const kept = saved.filter((id) => present.has(id));
  const named = new Set(kept);
  return [...kept, ...hunterIds.filter((id) => !named.has(id))];
}

/** The order with the hunter at `from` moved to `to` (both clamped to the list). */
export function moveTo(order: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(order.length - 1, to));
  if (from === target || from < 0 || from >= order.length) return [...order];
  const next = [...order];
  const [id] = next.splice(from, 1);
  next.splice(target, 0, id as string);
  return next;
}
