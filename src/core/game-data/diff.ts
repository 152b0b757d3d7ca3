import type { GameData } from "./schema.ts";

// What a new game data file changes against the one served (docs/product.md#game-data-in-the-console), in
// the five lists a stored build or item names by their names: a class, a special item, a set, an attribute
// and an item rarity. Each entry is keyed by its name, so a renamed entry reads as one removed and one added,
// which is what it is to the builds that stored the old name.
export const DIFF_KINDS = ["classes", "specials", "sets", "attributes", "rarities"] as const;
export type DiffKind = (typeof DIFF_KINDS)[number];

export type KindDiff = { added: string[]; changed: string[]; removed: string[] };
export type GameDataDiff = Record<DiffKind, KindDiff>;

type Named = { name: string; entry: unknown };

const byName: Record<DiffKind, (data: GameData) => Named[]> = {
  classes: (data) => data.classes.map((entry) => ({ name: entry.name, entry })),
  specials: (data) => data.specials.map((entry) => ({ name: entry.itemName, entry })),
  sets: (data) => data.sets.map((entry) => ({ name: entry.name, entry })),
  attributes: (data) => data.attributes.map((name) => ({ name, entry: name })),
  rarities: (data) => data.itemRarity.map((entry) => ({ name: entry.name, entry })),
};

// Key order does not make an entry different: a file written by another tool may order its keys otherwise.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function diffKind(current: Named[], next: Named[]): KindDiff {
  // A name listed twice counts once, as its last entry (the validation refuses most duplicates anyway).
  const before = new Map(current.map((n) => [n.name, n.entry]));
  const after = new Map(next.map((n) => [n.name, n.entry]));
  const added = [...after.keys()].filter((name) => !before.has(name));
  const removed = [...before.keys()].filter((name) => !after.has(name));
  const changed = [...after.keys()].filter(
    (name) => before.has(name) && !same(before.get(name), after.get(name)),
  );
  return { added, changed, removed };
}

/** What `next` adds, changes and removes against `current`, per kind, each list in the file's order. */
export function diffGameData(current: GameData, next: GameData): GameDataDiff {
  return Object.fromEntries(
    DIFF_KINDS.map((kind) => [kind, diffKind(byName[kind](current), byName[kind](next))]),
  ) as GameDataDiff;
}

/** The names whose stored uses a change may touch: the changed and the removed ones (nothing stored names an added one). */
export const touchedNames = (diff: GameDataDiff, kind: DiffKind) => [
  ...diff[kind].changed,
  ...diff[kind].removed,
];

export const isEmptyDiff = (diff: GameDataDiff) =>
  DIFF_KINDS.every((kind) => Object.values(diff[kind]).every((names) => names.length === 0));
