import type { SetEntry } from "#core/schemas/hunter.ts";

// A set is worn once: its bonus counts once, and a name chosen in one position is not offered in another.

// The names the other positions already hold; an empty position holds none.
export function takenSetNames(sets: readonly SetEntry[], position: number): Set<string> {
  return new Set(sets.filter((entry, i) => i !== position && entry.name !== "").map((entry) => entry.name));
}

// The entries whose bonus counts: one per name, at its highest level, whatever the positions' order
// (saved builds may predate the refusal).
export function countedSets(sets: readonly SetEntry[]): SetEntry[] {
  const best = new Map<string, SetEntry>();
  for (const entry of sets) {
    if (entry.name === "") continue;
    const known = best.get(entry.name);
    if (!known || entry.level > known.level) best.set(entry.name, entry);
  }
  return [...best.values()];
}
