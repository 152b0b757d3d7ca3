import { type SQL, sql } from "drizzle-orm";
import { DIFF_KINDS, type DiffKind, type GameDataDiff, touchedNames } from "#core/game-data/diff.ts";
import type { TouchCount } from "#core/schemas/game-data-versions.ts";
import type { Db } from "#server/db/client.ts";

// How many stored builds (hunters.data) and inventory items name each changed or removed entry
// (docs/product.md#game-data-in-the-console). Each query answers (name, count) for the names asked; a
// build counts once per name however many of its items name it. `data` is json, read as jsonb here.

type Counter = (names: SQL) => SQL;

const builds: Partial<Record<DiffKind, Counter>> = {
  classes: (names) => sql`
    select h.data::jsonb -> 'general' ->> 'hunterClass' as name, count(*)::int as n
    from hunters h where h.data::jsonb -> 'general' ->> 'hunterClass' in ${names} group by 1`,
  specials: (names) => sql`
    select e.value ->> 'itemName' as name, count(distinct h.id)::int as n
    from hunters h, jsonb_each(h.data::jsonb -> 'items') e
    where e.value ->> 'itemName' in ${names} group by 1`,
  sets: (names) => sql`
    select s ->> 'name' as name, count(distinct h.id)::int as n
    from hunters h, jsonb_array_elements(h.data::jsonb -> 'sets') s
    where s ->> 'name' in ${names} group by 1`,
  attributes: (names) => sql`
    select a ->> 'type' as name, count(distinct h.id)::int as n
    from hunters h, jsonb_each(h.data::jsonb -> 'items') e, jsonb_array_elements(e.value -> 'attributes') a
    where a ->> 'type' in ${names} group by 1`,
  rarities: (names) => sql`
    select e.value ->> 'rarity' as name, count(distinct h.id)::int as n
    from hunters h, jsonb_each(h.data::jsonb -> 'items') e
    where e.value ->> 'rarity' in ${names} group by 1`,
};

// An inventory item names a special, attributes and a rarity; never a class or a set.
const items: Partial<Record<DiffKind, Counter>> = {
  specials: (names) => sql`
    select i.data::jsonb ->> 'itemName' as name, count(*)::int as n
    from inventory_items i where i.data::jsonb ->> 'itemName' in ${names} group by 1`,
  attributes: (names) => sql`
    select a ->> 'type' as name, count(distinct i.id)::int as n
    from inventory_items i, jsonb_array_elements(i.data::jsonb -> 'attributes') a
    where a ->> 'type' in ${names} group by 1`,
  rarities: (names) => sql`
    select i.data::jsonb ->> 'rarity' as name, count(*)::int as n
    from inventory_items i where i.data::jsonb ->> 'rarity' in ${names} group by 1`,
};

async function countBy(db: Db, counter: Counter | undefined, names: string[]) {
  if (!counter) return new Map<string, number>();
  const list = sql`(${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`;
  const result = await db.execute(counter(list));
  const rows = (result as unknown as { rows: { name: string; n: number | string }[] }).rows;
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/** For each kind, each changed or removed name with the builds and items that name it. */
export async function countTouched(db: Db, diff: GameDataDiff) {
  const counted = await Promise.all(
    DIFF_KINDS.map(async (kind) => {
      const names = touchedNames(diff, kind);
      if (names.length === 0) return [kind, {}] as const;
      const [inBuilds, inItems] = await Promise.all([
        countBy(db, builds[kind], names),
        countBy(db, items[kind], names),
      ]);
      const counts: Record<string, TouchCount> = {};
      for (const name of names)
        counts[name] = { builds: inBuilds.get(name) ?? 0, items: inItems.get(name) ?? 0 };
      return [kind, counts] as const;
    }),
  );
  return Object.fromEntries(counted) as Record<DiffKind, Record<string, TouchCount>>;
}
