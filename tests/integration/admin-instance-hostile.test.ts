import fc from "fast-check";
import { expect, it } from "vitest";
import { expectCleanAnswer, FUZZ_RUNS, hostileStringWith, hostileValue } from "./support/hostile.ts";
import { adminUser } from "./support/staff.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Hostile input on the backup schedule (docs/product.md#instance-and-backups), sent by an admin, whom the
// guard lets through: never a 5xx or a stack trace, and a refusal changes the schedule not and writes no
// audit entry. The other writes of the Instance screen read no input. `npm run fuzz` runs FUZZ_FUZZ_RUNS cases.
const hostileString = hostileStringWith("03:00\u0000", "24:00", "3:00", "03:60", " 03:00");
const hostile = hostileValue(
  hostileString,
  ["at", "keep"],
  fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, 91, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2)),
);
// Nearly a schedule: one field hostile, the other right.
const body = fc.oneof(
  hostile.map((value) => JSON.stringify(value) ?? "null"),
  fc.record({ at: hostile, keep: fc.constant(7) }).map((value) => JSON.stringify(value)),
  fc.record({ at: fc.constant("03:00"), keep: hostile }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"at":"03:00","keep":1e999}',
    '{"at":"03:00"',
    "",
    '{"__proto__":{"keep":7},"at":"03:00"}',
  ),
);

describeEachDb("the backup schedule under hostile input (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it(
    "PUT /api/admin/instance/backups/schedule: never a 5xx or a stack trace, and a refusal changes nothing",
    async () => {
      const { client } = await adminUser(t);
      const state = async () => {
        const res = await client.get("/api/admin/instance");
        expect(res.status).toBe(200);
        const audit = await t.database.query("select count(*)::int as n from audit_log where action = $1", [
          "backup.schedule",
        ]);
        return {
          schedule: ((await res.json()) as { backups: { schedule: unknown } }).backups.schedule,
          audit,
        };
      };
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const before = await state();
          const res = await client.request("/api/admin/instance/backups/schedule", {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: text,
          });
          const answer = await expectCleanAnswer(res);
          expect(answer).not.toMatch(/Error: /);
          expect(Object.prototype).not.toHaveProperty("keep");
          if (res.status >= 400) expect(await state()).toEqual(before);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
    60_000 + FUZZ_RUNS * 2_000,
  );
});
