import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, describeEachDb, type TestDatabase } from "./support/test-db.ts";

// The hunters_tally trigger on its own: rows are written straight in SQL with any set of tally keys, so one
// write may take back some keys, keep others and add new ones, in every mix a save, a visibility change, leaving
// explore or a delete can make. Whatever the sequence, the kept tallies equal a recount from the rows.

const KEYS = [
  "*|builds",
  "*|set|Justice|1",
  "*|speed|900",
  "*|speed|901",
  "Archer|builds",
  "Archer|set|Justice|1",
  "Archer|speed|900",
  "Mage|builds",
  "Mage|trait|Luck|2",
];
const SLOTS = 4;
const OWNER = "tally-owner";

const keysArb = fc
  .uniqueArray(fc.constantFrom(...KEYS), { maxLength: KEYS.length })
  .map((keys) => keys.sort());
const opArb = fc.oneof(
  fc.record({ kind: fc.constant("save" as const), slot: fc.nat(SLOTS - 1), keys: keysArb }),
  fc.record({
    kind: fc.constant("save and show" as const),
    slot: fc.nat(SLOTS - 1),
    keys: keysArb,
    isPublic: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("visibility" as const), slot: fc.nat(SLOTS - 1), isPublic: fc.boolean() }),
  fc.record({ kind: fc.constant("explore" as const), slot: fc.nat(SLOTS - 1), inExplore: fc.boolean() }),
  fc.record({ kind: fc.constant("delete" as const), slot: fc.nat(SLOTS - 1) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

async function apply(db: TestDatabase, op: Op) {
  const id = `tally-hunter-${op.slot}`;
  switch (op.kind) {
    case "save":
      await db.query(
        `insert into hunters (id, user_id, slot_index, hunter_name, data, tally_keys) values ($1, $2, $3, 'H', '{}', $4)
         on conflict (id) do update set tally_keys = excluded.tally_keys`,
        [id, OWNER, op.slot, op.keys],
      );
      return;
    case "save and show":
      await db.query("update hunters set tally_keys = $2, is_public = $3 where id = $1", [
        id,
        op.keys,
        op.isPublic,
      ]);
      return;
    case "visibility":
      await db.query("update hunters set is_public = $2 where id = $1", [id, op.isPublic]);
      return;
    case "explore":
      await db.query("update hunters set in_explore = $2 where id = $1", [id, op.inExplore]);
      return;
    case "delete":
      await db.query("delete from hunters where id = $1", [id]);
  }
}

const asMap = (rows: unknown[]) =>
  new Map((rows as { key: string; n: number }[]).map((row) => [row.key, Number(row.n)]));

describeEachDb("explore tally trigger (%s)", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await db.query(`insert into "user" (id, name, email) values ($1, 'Tally', 'tally@example.com')`, [OWNER]);
  });
  afterAll(() => db.destroy());

  it("keeps every key's count equal to a recount after any mix of saves, visibility, leaving explore and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) await apply(db, op);
        const kept = asMap(await db.query("select key, n from explore_tallies where n <> 0"));
        const recount = asMap(
          await db.query(
            "select k as key, count(*)::int as n from hunters, unnest(tally_keys) as k where listed group by k",
          ),
        );
        expect(kept).toEqual(recount);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
