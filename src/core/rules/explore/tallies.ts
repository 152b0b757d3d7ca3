// The meta's tallies kept incrementally (docs/product.md#meta). The database trigger hunters_tally
// (drizzle/0007_explore.sql) applies exactly `applyTallyChange` on every write of a hunter; the property test
// beside this file proves the incremental sum equals a recount from scratch.

export type TallyRow = { listed: boolean; tallyKeys: readonly string[] };
export type Tallies = Map<string, number>;

const counted = (row: TallyRow | null): readonly string[] => (row?.listed ? row.tallyKeys : []);

/** Takes back what `before` added (null: the row is new) and adds what `after` does (null: deleted). */
export function applyTallyChange(tallies: Tallies, before: TallyRow | null, after: TallyRow | null): void {
  const change = new Map<string, number>();
  for (const key of counted(before)) change.set(key, (change.get(key) ?? 0) - 1);
  for (const key of counted(after)) change.set(key, (change.get(key) ?? 0) + 1);
  for (const [key, delta] of change) {
    if (delta !== 0) tallies.set(key, (tallies.get(key) ?? 0) + delta);
  }
}

/** The tallies of a set of rows, counted from scratch; keys at zero are left out. */
export function recountTallies(rows: readonly TallyRow[]): Tallies {
  const tallies: Tallies = new Map();
  for (const row of rows) applyTallyChange(tallies, null, row);
  return tallies;
}

/** Tallies without the keys that dropped back to zero, for comparing an incremental store with a recount. */
export const nonZero = (tallies: Tallies): Tallies => new Map([...tallies].filter(([, n]) => n !== 0));
