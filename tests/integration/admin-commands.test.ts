import { afterAll, beforeAll, expect, it } from "vitest";
import { sealDatabase } from "#server/db/context-database.ts";
import type { GameData } from "../../src/core/game-data/schema.ts";
import { AdminError } from "../../src/server/admin/errors.ts";
import { type AdminContext, runAdminCommand } from "../../src/server/admin/run.ts";
import { gameDataImports, user } from "../../src/server/db/schema.ts";
import { loadGameDataFile } from "../../src/server/game-data/load.ts";
import { createGameDataStore } from "../../src/server/game-data/store.ts";
import { listPurchases, vipState } from "../../src/server/services/purchases.ts";
import { createTestDatabase, describeEachDb, type TestDatabase } from "./support/test-db.ts";

const now = new Date("2026-11-22T10:00:00Z");
const shipped = loadGameDataFile();

describeEachDb("admin commands (%s)", (kind) => {
  let database: TestDatabase;
  let ctx: AdminContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ctx = { database: sealDatabase(database), now: () => now };
    await database.db.insert(user).values([
      { id: "id-alice", name: "Alice", email: "alice@example.com", nickname: "alice", emailVerified: true },
      { id: "id-bob", name: "Bob", email: "bob@example.com", nickname: "bob" },
      { id: "id-guest", name: "Guest", email: "guest-1@guests.local", isAnonymous: true },
    ]);
  });
  afterAll(() => database.destroy());

  it("grants VIP months to a user named by e-mail in any case, extending on a second grant", async () => {
    const first = await runAdminCommand(ctx, { name: "grant-vip", user: "ALICE@example.com", period: 2 });
    expect(first).toBe(
      "Granted 2 VIP months to alice@example.com (alice). VIP until 2027-01-21T10:00:00.000Z.",
    );
    const second = await runAdminCommand(ctx, { name: "grant-vip", user: "Alice", period: 1 });
    expect(second).toContain("VIP until 2027-02-20T10:00:00.000Z.");
  });

  it("grants lifetime VIP, adds slots and revokes, by nickname or id", async () => {
    expect(await runAdminCommand(ctx, { name: "grant-vip", user: "bob", period: "lifetime" })).toBe(
      "Granted lifetime VIP to bob@example.com (bob). VIP for life.",
    );
    expect(await runAdminCommand(ctx, { name: "add-slots", user: "id-bob", count: 3 })).toBe(
      "Added 3 slots to bob@example.com (bob): 3 extra slots in all.",
    );
    expect(await runAdminCommand(ctx, { name: "revoke-vip", user: "bob" })).toBe(
      "Revoked the VIP of bob@example.com (bob). Not VIP. Their hunters, presets and items are kept.",
    );
    expect(await vipState(database.db, "id-bob", now)).toMatchObject({ isVip: false, extraSlots: 3 });
  });

  it("refuses an unknown user and records nothing", async () => {
    const before = await listPurchases(database.db, "id-guest");
    const failure = runAdminCommand(ctx, { name: "add-slots", user: "nobody", count: 1 });
    await expect(failure).rejects.toBeInstanceOf(AdminError);
    await expect(failure).rejects.toThrow('No user with the e-mail, nickname or id "nobody".');
    expect(await listPurchases(database.db, "id-guest")).toEqual(before);
  });

  it("lists users with verification, VIP and extra slots", async () => {
    const lines = (await runAdminCommand(ctx, { name: "list-users" })).split("\n");
    expect(lines[0]).toMatch(/^id\s+email\s+nickname\s+verified\s+vip\s+extra slots$/);
    const row = (id: string) => lines.find((l) => l.startsWith(id))?.split(/\s{2,}/);
    expect(row("id-alice")).toEqual([
      "id-alice",
      "alice@example.com",
      "alice",
      "yes",
      "until 2027-02-20 10:00 UTC",
      "0",
    ]);
    expect(row("id-bob")).toEqual(["id-bob", "bob@example.com", "bob", "no", "-", "3"]);
    expect(row("id-guest")).toEqual(["id-guest", "guest-1@guests.local", "-", "guest", "-", "0"]);
    expect(lines.at(-1)).toBe("3 user(s).");
  });

  it("imports good game data into the database and the running server's store", async () => {
    const store = createGameDataStore(shipped);
    const data = structuredClone(shipped);
    (data.classes[0] as { color: string }).color = "#abcdef";
    const output = await runAdminCommand(
      { ...ctx, gameData: store },
      { name: "import-game-data", file: "new.json", data },
    );
    expect(output).toMatch(
      /^Imported new\.json \(16 classes, \d+ specials, \d+ sets, \d+ avatars\)\. The running server serves it now\.$/,
    );
    expect(store.get()).toEqual(data);
  });

  it("refuses bad game data with its bad paths and changes nothing", async () => {
    const store = createGameDataStore(shipped);
    const before = await database.db.select().from(gameDataImports);
    const bad = { ...shipped, itemRarity: [{ name: "Epic" }] } as unknown as GameData;
    const failure = await runAdminCommand(
      { ...ctx, gameData: store },
      { name: "import-game-data", file: "bad.json", data: bad },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AdminError);
    expect((failure as Error).message).toMatch(/^Invalid bad\.json:\n {2}itemRarity\[0\]\.color: /);
    expect((failure as Error).message).toContain("Nothing was imported: the game data served is unchanged.");
    expect(store.get()).toBe(shipped);
    expect(await database.db.select().from(gameDataImports)).toEqual(before);
  });
});
