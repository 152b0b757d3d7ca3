import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { sealDatabase } from "#server/db/context-database.ts";
import { user } from "../../src/server/db/schema.ts";
import { AppError } from "../../src/server/errors.ts";
import {
  addSlots,
  grantVipLifetime,
  grantVipMonths,
  type LedgerContext,
  listPurchases,
  revokeVip,
  vipState,
} from "../../src/server/services/purchases.ts";
import { createTestDatabase, describeEachDb, type TestDatabase } from "./support/test-db.ts";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-01T12:00:00Z");
const days = (n: number) => new Date(start.getTime() + n * DAY);

describeEachDb("purchases ledger (%s)", (kind) => {
  let database: TestDatabase;
  let clock: Date;
  let notified: string[];
  let ctx: LedgerContext;
  let u1: string;
  let u2: string;
  let users = 0;

  // One database per file; each test gets users of its own.
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    u1 = `user-${++users}`;
    u2 = `user-${++users}`;
    await database.db.insert(user).values([
      { id: u1, name: "Alice", email: `${u1}@example.com` },
      { id: u2, name: "Bob", email: `${u2}@example.com` },
    ]);
    clock = start;
    notified = [];
    ctx = { database: sealDatabase(database), now: () => clock, notify: (id) => void notified.push(id) };
  });

  it("a user who bought nothing is not VIP and has no extra slots", async () => {
    expect(await vipState(database.db, u1, start)).toMatchObject({
      isVip: false,
      vipUntil: null,
      lifetime: false,
      extraSlots: 0,
      vipMonths: 0,
    });
  });

  it("a second grant of months extends the period from its current end", async () => {
    const first = await grantVipMonths(ctx, u1, 1);
    expect(first).toMatchObject({ isVip: true, vipUntil: days(30), vipMonths: 1 });
    clock = days(10);
    const second = await grantVipMonths(ctx, u1, 2);
    expect(second).toMatchObject({ isVip: true, vipUntil: days(90), vipMonths: 3 });
    expect((await vipState(database.db, u1, days(89))).isVip).toBe(true);
    expect((await vipState(database.db, u1, days(90))).isVip).toBe(false);
    expect((await vipState(database.db, u2, days(10))).isVip).toBe(false);
  });

  it("months granted after VIP ended start from the grant", async () => {
    await grantVipMonths(ctx, u1, 1);
    clock = days(45);
    expect(await grantVipMonths(ctx, u1, 1)).toMatchObject({ isVip: true, vipUntil: days(75) });
  });

  it("lifetime VIP never ends until revoked, and revoking keeps bought slots", async () => {
    await addSlots(ctx, u1, 2);
    clock = days(1);
    expect(await grantVipLifetime(ctx, u1)).toMatchObject({ isVip: true, lifetime: true, vipUntil: null });
    expect((await vipState(database.db, u1, days(4000))).isVip).toBe(true);
    clock = days(2);
    await addSlots(ctx, u1, 1);
    clock = days(3);
    const revoked = await revokeVip(ctx, u1);
    expect(revoked).toMatchObject({ isVip: false, lifetime: false, lifetimeBought: true, extraSlots: 3 });
    clock = days(4);
    expect(await grantVipMonths(ctx, u1, 1)).toMatchObject({ isVip: true, vipUntil: days(34) });
  });

  it("revoking ends monthly VIP at once", async () => {
    await grantVipMonths(ctx, u1, 6);
    clock = days(5);
    expect(await revokeVip(ctx, u1)).toMatchObject({ isVip: false, vipUntil: days(5) });
  });

  it("records every write in the ledger with its source, and tells the notify hook", async () => {
    await grantVipMonths(ctx, u1, 1, { source: "shop" });
    clock = days(1);
    await addSlots(ctx, u1, 4);
    clock = days(2);
    await revokeVip(ctx, u1);
    const rows = await listPurchases(database.db, u1);
    expect(rows.map((r) => [r.kind, r.quantity, r.source, r.createdAt])).toEqual([
      ["vip_month", 1, "shop", start],
      ["slot", 4, "admin", days(1)],
      ["vip_revoke", 1, "admin", days(2)],
    ]);
    expect(notified).toEqual([u1, u1, u1]);
    expect(await listPurchases(database.db, u2)).toEqual([]);
  });

  it("refuses a quantity below one and writes nothing", async () => {
    await expect(addSlots(ctx, u1, 0)).rejects.toBeInstanceOf(AppError);
    await expect(grantVipMonths(ctx, u1, 1.5)).rejects.toMatchObject({ status: 400 });
    expect(await listPurchases(database.db, u1)).toEqual([]);
    expect(notified).toEqual([]);
  });
});
