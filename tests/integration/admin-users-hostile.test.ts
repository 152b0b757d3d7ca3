import fc from "fast-check";
import { expect, it } from "vitest";
import { verifiedUser } from "./support/accounts.ts";
import {
  CONTENT_TYPES,
  expectCleanAnswer,
  FUZZ_RUNS,
  hostileStringWith,
  hostileValue,
  pathSegmentOf,
} from "./support/hostile.ts";
import { adminUser } from "./support/staff.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Hostile input on the console's account writes and searches (docs/product.md#the-console), sent by an admin,
// whom the guard lets through: never a 5xx or a stack trace, and a refusal changes no account, no ledger
// and writes no audit entry. `npm run fuzz` runs FUZZ_FUZZ_RUNS cases per route.
const hostileString = hostileStringWith("%", "_", "\\");
const hostile = hostileValue(
  hostileString,
  ["kind", "months", "count", "reason", "role", "confirm"],
  fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -1, 1e308, 2 ** 53 + 1)),
);
// Bodies nearly right: a known shape with one hostile value.
const nearly = fc.oneof(
  fc.record({
    kind: fc.constantFrom("vip-months", "slots", "vip-lifetime", "vip-revoke", "gold"),
    months: hostile,
    count: hostile,
    reason: hostile,
  }),
  fc.record({ reason: hostile }),
  fc.record({
    role: fc.oneof(fc.constantFrom("admin", "moderator", null, "owner"), hostile),
    reason: hostile,
  }),
  fc.record({ confirm: hostile, reason: hostile }),
);

const pathSegment = pathSegmentOf(hostileString);

const WRITES = [
  ["POST", "grants"],
  ["POST", "sign-out"],
  ["POST", "suspend"],
  ["POST", "lift"],
  ["PUT", "role"],
  ["DELETE", ""],
] as const;

describeEachDb("the console's accounts under hostile input (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it.each(
    WRITES.map(
      ([method, action]) => [`${method} /api/admin/users/:userId/${action}`, method, action] as const,
    ),
  )(
    "%s: never a 5xx or a stack trace, and a refusal changes nothing",
    async (_, method, action) => {
      const admin = await adminUser(t);
      const target = await verifiedUser(t);
      // The target's page, its ledger and the whole audit log: what a write could change.
      const state = async () =>
        Promise.all([
          admin.client.get(`/api/admin/users/${target.me.id}`).then((res) => res.text()),
          t.database.query("select count(*)::int as n from audit_log"),
          t.database.query(`select role, suspended_at from "user" where id = $1`, [admin.me.id]),
        ]);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(pathSegment, fc.constant(target.me.id)),
          fc.oneof(hostile, nearly),
          fc.constantFrom(...CONTENT_TYPES),
          async (id, body, type) => {
            const before = await state();
            const res = await admin.client.request(`/api/admin/users/${id}${action ? `/${action}` : ""}`, {
              method,
              headers: { "content-type": type },
              body: JSON.stringify(body) ?? "null",
            });
            await expectCleanAnswer(res);
            if (res.status >= 400) expect(await state()).toEqual(before);
          },
        ),
        { numRuns: FUZZ_RUNS },
      );
    },
    60_000 + FUZZ_RUNS * 4_000,
  );

  it.each([
    ["GET /api/admin/users?q=", (q: string) => `/api/admin/users?q=${q}`],
    [
      "GET /api/admin/audit?actor=&action=&target=&from=&before=",
      (q: string) => `/api/admin/audit?actor=${q}&action=${q}&target=${q}&from=${q}&before=${q}`,
    ],
    ["GET /api/admin/users/:userId", (q: string) => `/api/admin/users/${q}`],
  ] as const)("%s: never a 5xx or a stack trace", async (_, path) => {
    const admin = await adminUser(t);
    await fc.assert(
      fc.asyncProperty(pathSegment, async (q) => {
        await expectCleanAnswer(await admin.client.get(path(q)));
      }),
      { numRuns: FUZZ_RUNS * 4 },
    );
  });
});
