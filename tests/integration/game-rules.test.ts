import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import type { ExplorePage, Leaderboard, OwnRank } from "#core/schemas/explore.ts";
import { type HunterInput, type HunterRecord, hunterInputSchema } from "#core/schemas/hunter.ts";
import type { InventoryList } from "#core/schemas/inventory-item.ts";
import { hunters, inventoryItems } from "#server/db/schema.ts";
import { catchUpExploreFacts } from "#server/services/explore-facts.ts";
import { importGameData } from "#server/services/game-data.ts";
import { createHunter as build, type DeepPartial } from "../factories/hunter.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// The game's rules on every value (docs/product.md#the-games-rules-on-every-value) on the server: a save, an
// add or an import outside them is refused and writes nothing; a build stored before the rule is marked and
// leaves explore, the leaderboards and the meta until its owner fixes it. The test tables: a Normal item's
// attributeMax is 3.

type ErrorBody = { error: { code: string; message: string; details: unknown } };

const ringAt = (value: number): DeepPartial<HunterInput> => ({
  items: { Ring: { rarity: "Normal", attributes: [{ type: "ATK", value }] } },
});
const archer = (overrides: DeepPartial<HunterInput> = {}) =>
  build({ hunterName: "Archer", isPublic: true, general: { hunterClass: "Archer" }, ...overrides });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

describeEachDb("the game's rules on the server (%s)", (kind) => {
  const t = testAppPerSuite(kind);
  const refusal = async (res: Response) => (await json<ErrorBody>(res, 422)).error;
  const roster = (client: TestClient) => client.get("/api/hunters").then((r) => json<HunterRecord[]>(r));
  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(hunters).where(eq(hunters.id, id));
    if (!row) throw new Error("no row");
    return row;
  };
  const explored = async (purpose: string) =>
    (await json<ExplorePage>(await t.client().get(`/api/explore?purpose=${purpose}`))).cards.map((c) => c.id);
  const boarded = async () =>
    (await json<Leaderboard>(await t.client().get("/api/explore/leaderboard?class=Archer"))).entries.map(
      (e) => e.id,
    );
  const metaBuilds = async () =>
    (await json<{ builds: number }>(await t.client().get("/api/explore/meta?class=Archer"))).builds;
  const save = (client: TestClient, hunter: HunterRecord, overrides: DeepPartial<HunterInput>) =>
    client.put(`/api/hunters/${hunter.id}`, {
      hunter: {
        ...hunterInputSchema.parse(hunter),
        ...overrides,
        items: { ...hunter.items, ...overrides.items },
      },
    });

  it("refuses a create and a save outside the rules with the field and the bound, and writes nothing", async () => {
    const { client } = await verifiedUser(t);
    const error = await refusal(
      await client.post("/api/hunters", { slotIndex: 0, hunter: archer(ringAt(4)) }),
    );
    expect(error.code).toBe("outside-game-rules");
    expect(error.message).toBe("Outside the game's rules: items.Ring.attributes.0.value 4 > 3.");
    expect(error.details).toEqual([
      {
        field: "items.Ring.attributes.0.value",
        kind: "attribute-max",
        value: 4,
        max: 3,
        slot: "Ring",
        row: 1,
      } satisfies RuleBreak,
    ]);
    expect(await roster(client)).toEqual([]);

    const hunter = await json<HunterRecord>(
      await client.post("/api/hunters", { slotIndex: 0, hunter: archer(ringAt(3)) }),
      201,
    );
    expect((await refusal(await save(client, hunter, ringAt(5)))).code).toBe("outside-game-rules");
    const [stored] = await roster(client);
    expect(stored?.items.Ring.attributes[0]).toEqual({ type: "ATK", value: 3 });
    expect(stored?.updatedAt).toBe(hunter.updatedAt);
    const versions = await json<unknown[]>(await client.get(`/api/hunters/${hunter.id}/versions`));
    expect(versions).toHaveLength(1);
  });

  it("refuses an import holding a build or an item outside the rules, and writes nothing", async () => {
    const { client } = await verifiedUser(t);
    const file = await json<Record<string, unknown>>(await client.get("/api/export"));
    const outside = {
      ...file,
      hunters: [{ slotIndex: 0, build: archer(ringAt(9)) }],
      inventory: [createItem({ rarity: "Normal", attributes: [{ type: "HP", value: 4 }] })],
    };
    const error = await refusal(await client.post("/api/import", { file: outside }));
    expect(error.code).toBe("import-refused");
    expect(error.details).toEqual([
      'Hunter "Archer": outside the game\'s rules: items.Ring.attributes.0.value 9 > 3.',
      "Item 1 (Normal Ring): outside the game's rules: attributes.0.value 4 > 3.",
    ]);
    expect(await roster(client)).toEqual([]);
    expect((await json<InventoryList>(await client.get("/api/inventory"))).count).toBe(0);
  });

  it("marks a build stored before the rule, takes it off explore, the leaderboards and the meta, and lets its owner fix it", async () => {
    const { client } = await verifiedUser(t);
    const purpose = `rules${Math.floor(Math.random() * 1e6)}`;
    const general = { hunterClass: "Archer", hunterPurpose: purpose };
    const hunter = await json<HunterRecord>(
      await client.post("/api/hunters", { slotIndex: 0, hunter: archer({ general, ...ringAt(3) }) }),
      201,
    );
    expect(await explored(purpose)).toEqual([hunter.id]);
    expect(await boarded()).toContain(hunter.id);
    const counted = await metaBuilds();

    // As a row saved before the rule: a value past the bound, derived by the facts of version 1.
    const old = { ...hunterInputSchema.parse(hunter), ...build({ general, ...ringAt(9) }), isPublic: true };
    await t.database.db
      .update(hunters)
      .set({ data: old, factsVersion: 1, withinRules: true })
      .where(eq(hunters.id, hunter.id));
    while ((await catchUpExploreFacts(t.database.db, t.ctx.gameData.get(), t.ctx.now())) > 0);
    expect(await rowOf(hunter.id)).toMatchObject({ withinRules: false, listed: false, ranked: false });
    expect(await explored(purpose)).toEqual([]);
    expect(await boarded()).not.toContain(hunter.id);
    expect(await metaBuilds()).toBe(counted - 1);
    const rank = await t.client().get(`/api/explore/rank/${hunter.userId}/${hunter.id}`);
    expect(await json<OwnRank>(rank)).toMatchObject({ ranked: false });

    // Its owner still has it, and may change the rest while the value stored before stays.
    const [kept] = await roster(client);
    expect(kept?.items.Ring.attributes[0]).toEqual({ type: "ATK", value: 9 });
    const renamed = await json<HunterRecord>(
      await save(client, kept as HunterRecord, { hunterName: "Renamed" }),
    );
    expect(renamed.hunterName).toBe("Renamed");
    expect((await rowOf(hunter.id)).withinRules).toBe(false);
    // A changed value past the bound is a new break.
    expect((await refusal(await save(client, renamed, ringAt(10)))).code).toBe("outside-game-rules");

    await json(await save(client, renamed, ringAt(2)));
    expect(await rowOf(hunter.id)).toMatchObject({ withinRules: true, listed: true, ranked: true });
    expect(await explored(purpose)).toEqual([hunter.id]);
    expect(await boarded()).toContain(hunter.id);
    expect(await metaBuilds()).toBe(counted);
  });

  it("takes a build off the boards once newly published game data lowers a bound it now breaks", async () => {
    const { client } = await verifiedUser(t);
    const purpose = `lowered${Math.floor(Math.random() * 1e6)}`;
    const hunter = await json<HunterRecord>(
      await client.post("/api/hunters", {
        slotIndex: 0,
        hunter: archer({ general: { hunterClass: "Archer", hunterPurpose: purpose }, ...ringAt(3) }),
      }),
      201,
    );
    expect(await explored(purpose)).toEqual([hunter.id]);
    const served = t.ctx.gameData.get();
    const lowered = {
      ...served,
      itemRarity: served.itemRarity.map((r) => (r.name === "Normal" ? { ...r, attributeMax: 2 } : r)),
    };
    await importGameData(t.database.db, lowered);
    t.ctx.gameData.replace(lowered);
    try {
      while ((await catchUpExploreFacts(t.database.db, t.ctx.gameData.get(), t.ctx.now())) > 0);
      expect(await rowOf(hunter.id)).toMatchObject({ withinRules: false, listed: false });
      expect(await explored(purpose)).toEqual([]);
    } finally {
      await importGameData(t.database.db, served);
      t.ctx.gameData.replace(served);
      while ((await catchUpExploreFacts(t.database.db, t.ctx.gameData.get(), t.ctx.now())) > 0);
    }
    expect(await rowOf(hunter.id)).toMatchObject({ withinRules: true, listed: true });
  });

  it("ranks a build past the game's fastest attack at the cap, keeping the time it got there", async () => {
    const { client } = await verifiedUser(t);
    const fast = archer({ general: { guild: 100, technology: 10 } });
    const hunter = await json<HunterRecord>(
      await client.post("/api/hunters", { slotIndex: 0, hunter: fast }),
      201,
    );
    const derived = await rowOf(hunter.id);
    expect(derived.actualAtkSpd).toBe(0.25);
    expect(derived.formulaAtkSpd).toBeLessThan(0.25);

    // A row of facts version 1 kept the formula's speed: the catch-up caps it and keeps its time.
    const reached = new Date("2026-01-01T00:00:00Z");
    await t.database.db
      .update(hunters)
      .set({
        actualAtkSpd: derived.formulaAtkSpd,
        formulaAtkSpd: 0,
        speedReachedAt: reached,
        factsVersion: 1,
      })
      .where(eq(hunters.id, hunter.id));
    while ((await catchUpExploreFacts(t.database.db, t.ctx.gameData.get(), t.ctx.now())) > 0);
    expect(await rowOf(hunter.id)).toMatchObject({
      actualAtkSpd: 0.25,
      formulaAtkSpd: derived.formulaAtkSpd,
      speedReachedAt: reached,
      withinRules: true,
    });
  });

  it("keeps an item stored before the rule in its owner's inventory", async () => {
    const { client, me } = await verifiedUser(t);
    const old = createItem({ rarity: "Normal", attributes: [{ type: "HP", value: 9 }] });
    await t.database.db.insert(inventoryItems).values({ userId: me.id, data: old, createdAt: t.ctx.now() });
    const list = await json<InventoryList>(await client.get("/api/inventory"));
    expect(list.items.map((i) => i.attributes)).toEqual([[{ type: "HP", value: 9 }]]);
  });
});
