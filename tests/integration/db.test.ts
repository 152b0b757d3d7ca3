import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { hunters, user } from "../../src/server/db/schema.ts";
import { createTestDatabase, describeEachDb, pgTestUrl, type TestDatabase } from "./support/test-db.ts";

describeEachDb("database (%s)", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("is migrated and enforces one hunter per slot", async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(user).values({ id: "u1", name: "a", email: "a@example.com" });
    await db.insert(hunters).values({ userId: "u1", slotIndex: 0, hunterName: "A", data: {} });
    await expect(
      db.insert(hunters).values({ userId: "u1", slotIndex: 0, hunterName: "B", data: {} }),
    ).rejects.toThrow();
    const rows = await db.select().from(hunters).where(eq(hunters.userId, "u1"));
    expect(rows.map((r) => r.hunterName)).toEqual(["A"]);
  });

  it("delivers a NOTIFY sent inside a transaction after commit", async () => {
    database = await createTestDatabase(kind);
    const got: string[] = [];
    const stop = await database.listen("hl_test", (p) => got.push(p));
    await database.db.transaction(async (tx) => {
      await tx.execute(`select pg_notify('hl_test', 'hello')` as never);
    });
    await expect.poll(() => got).toEqual(["hello"]);
    await stop();
  });
});

describe.runIf(pgTestUrl)("LISTEN on PostgreSQL", () => {
  it("listens again after the server drops the connection, so live updates resume", async () => {
    const database = await createTestDatabase("postgres");
    try {
      const got: string[] = [];
      const stop = await database.listen("hl_resume", (p) => got.push(p));
      const dropped = await database.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = 'hunter-lodge listen hl_resume' and datname = current_database()",
      );
      expect(dropped).toEqual([{ done: true }]);
      await expect
        .poll(
          async () => {
            await database.query("select pg_notify('hl_resume', 'again')");
            return got.includes("again");
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBe(true);
      await stop();
    } finally {
      await database.destroy();
    }
  });
});
