import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTallyChange, nonZero, recountTallies, type TallyRow } from "./tallies.ts";

// The rows a sequence of writes leaves, and the tallies kept one write at a time beside them.
const KEYS = [
  "*|builds",
  "*|set|Justice|1",
  "Archer|builds",
  "Archer|set|Justice|1",
  "Mage|builds",
  "*|speed|900",
];
const rowArb: fc.Arbitrary<TallyRow> = fc.record({
  listed: fc.boolean(),
  tallyKeys: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: KEYS.length }),
});
const opArb = fc.oneof(
  fc.record({ kind: fc.constant("save" as const), slot: fc.nat(4), row: rowArb }),
  fc.record({ kind: fc.constant("visibility" as const), slot: fc.nat(4), listed: fc.boolean() }),
  fc.record({ kind: fc.constant("delete" as const), slot: fc.nat(4) }),
);

describe("explore tallies", () => {
  it("kept incrementally, equal a recount from scratch after any sequence of saves, visibility changes and deletes", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const rows = new Map<number, TallyRow>();
        const kept = new Map<string, number>();
        for (const op of ops) {
          const before = rows.get(op.slot) ?? null;
          let after: TallyRow | null;
          if (op.kind === "save") after = op.row;
          else if (op.kind === "visibility") after = before ? { ...before, listed: op.listed } : null;
          else after = null;
          if (before === null && after === null) continue;
          applyTallyChange(kept, before, after);
          if (after) rows.set(op.slot, after);
          else rows.delete(op.slot);
        }
        expect(nonZero(kept)).toEqual(recountTallies([...rows.values()]));
        for (const n of kept.values()) expect(n).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("counts nothing of a row that is not listed", () => {
    expect(recountTallies([{ listed: false, tallyKeys: ["*|builds"] }])).toEqual(new Map());
  });
});
