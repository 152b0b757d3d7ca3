import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import type { HunterInput, OwnHunter } from "#core/schemas/hunter.ts";
import type { HunterVersionSummary } from "#core/schemas/hunter-history.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";
import type { RosterApplyResult, RosterPlanSettings } from "#core/schemas/roster-plan.ts";
import { hunterVersions } from "#server/db/schema.ts";
import { grantVipMonths, revokeVip } from "#server/services/purchases.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { attrs, createItem } from "../factories/item.ts";
import { signIn, verifiedUser } from "./support/accounts.ts";
import { sseReader } from "./support/sse.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type Item = InventoryItemData & { id: string };
type ApplyHunter = { hunterId: string; baseUpdatedAt?: string; hunter: HunterInput };

// The roster plan's API (docs/product.md#roster-plan): the saved order and goals, and "Apply all",
// one transaction for every changed hunter, with the history, live events and idempotency of a single save.
describeEachDb("roster plan (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: new Date("2026-11-24T12:00:00Z") });

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const created = async (client: TestClient, slotIndex: number, hunter: HunterInput) =>
    json<OwnHunter>(await client.post("/api/hunters", { slotIndex, hunter }), 201);
  const roster = async (client: TestClient) => json<OwnHunter[]>(await client.get("/api/hunters"));
  const inventory = async (client: TestClient) =>
    (await json<{ items: Item[] }>(await client.get("/api/inventory"))).items;
  const added = async (client: TestClient, item: InventoryItemData) =>
    json<Item>(await client.post("/api/inventory", item), 201);
  const versions = async (client: TestClient, id: string) =>
    json<HunterVersionSummary[]>(await client.get(`/api/hunters/${id}/versions`));
  const apply = (client: TestClient, hunters: ApplyHunter[], deleteItemIds?: string[], key?: string) =>
    client.request("/api/roster-plan/apply", {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify({ hunters, ...(deleteItemIds ? { deleteItemIds } : {}) }),
    });
  const change = (hunter: OwnHunter, fields: Partial<HunterInput>): ApplyHunter => ({
    hunterId: hunter.id,
    baseUpdatedAt: hunter.updatedAt,
    hunter: { ...hunter, ...fields },
  });
  const wearing = (hunter: HunterInput, item: Item) => equipInventoryItem(hunter, item, t.ctx.gameData.get());
  const versionCount = async () =>
    (await t.database.db.select({ n: count() }).from(hunterVersions))[0]?.n ?? 0;
  const twoHunters = async () => {
    const player = await verifiedUser(t);
    const first = await created(player.client, 0, build({ hunterName: "First" }));
    const second = await created(player.client, 1, build({ hunterName: "Second" }));
    return { ...player, first, second };
  };

  it("saves and reads the priority order and goals, keeping only the player's own hunters", async () => {
    const { client, first, second } = await twoHunters();
    expect(await json<RosterPlanSettings>(await client.get("/api/roster-plan/settings"))).toEqual({
      order: [],
      goals: {},
    });
    const other = await twoHunters();
    const sent = {
      order: [second.id, other.first.id, first.id],
      goals: { [first.id]: { atkSpdGoal: 0.3, stat: "HP" }, [other.first.id]: { atkSpdGoal: 0.2 } },
    };
    const stored = { order: [second.id, first.id], goals: { [first.id]: { atkSpdGoal: 0.3, stat: "HP" } } };
    expect(await json(await client.put("/api/roster-plan/settings", sent))).toEqual(stored);
    expect(await json(await client.get("/api/roster-plan/settings"))).toEqual(stored);
    // Another player's settings are theirs alone.
    expect(await json(await other.client.get("/api/roster-plan/settings"))).toEqual({ order: [], goals: {} });

    // A hunter deleted since drops out of the saved order.
    expect((await client.request(`/api/hunters/${second.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await json(await client.get("/api/roster-plan/settings"))).toEqual({
      order: [first.id],
      goals: stored.goals,
    });

    const refused = await client.put("/api/roster-plan/settings", { order: [first.id, first.id], goals: {} });
    expect(refused.status).toBe(400);
    const tooFast = await client.put("/api/roster-plan/settings", {
      order: [],
      goals: { [first.id]: { atkSpdGoal: 1e9 } },
    });
    expect(tooFast.status).toBe(400);

    // A goal faster than the game's fastest attack is stored as the fastest, as a build's goal is.
    const raised = await client.put("/api/roster-plan/settings", {
      order: [],
      goals: { [first.id]: { atkSpdGoal: 0.1 } },
    });
    expect(await json(raised)).toEqual({ order: [], goals: { [first.id]: { atkSpdGoal: 0.25 } } });
  });

  it("applies every hunter in one request, each with a version in its history, and says so to the player's other devices", async () => {
    const { client, body, first, second } = await twoHunters();
    const phone = t.client();
    expect((await signIn(phone, body.email)).status).toBe(200);
    const stream = sseReader(await phone.get("/api/live"));
    expect((await stream.next())?.event).toBe("ready");

    const result = await json<RosterApplyResult>(
      await apply(client, [
        change(first, { hunterName: "First planned" }),
        change(second, { hunterName: "Second planned" }),
      ]),
    );
    expect(result.hunters.map((h) => h.hunterName)).toEqual(["First planned", "Second planned"]);
    expect(result.deletedItemIds).toEqual([]);
    expect((await roster(client)).map((h) => h.hunterName)).toEqual(["First planned", "Second planned"]);
    for (const hunter of [first, second]) {
      const history = await versions(client, hunter.id);
      expect(history.map((v) => v.revision)).toEqual([2, 1]);
      expect(history[0]?.change?.parts).toContainEqual({
        kind: "renamed",
        to: expect.stringContaining("planned"),
      });
    }
    const frame = await stream.next();
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}").topic).toBe("hunters");
    await stream.close();
  });

  it("writes nothing when one hunter is refused: a stale version, another player's hunter, a bad build", async () => {
    const { client, first, second } = await twoHunters();
    const other = await twoHunters();
    await json(await apply(client, [change(second, { hunterName: "Changed elsewhere" })]));
    const [, savedSecond] = await roster(client);
    const before = await versionCount();

    const stale = await apply(client, [
      change(first, { hunterName: "Would be saved" }),
      change(second, { hunterName: "From an old plan" }),
    ]);
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as {
      error: { code: string; message: string; details: { current: OwnHunter } };
    };
    expect(conflict.error.code).toBe("hunter-conflict");
    expect(conflict.error.message).toBe(messages.hunterConflict);
    expect(conflict.error.details.current).toEqual(savedSecond);

    const foreign = await apply(client, [
      change(first, { hunterName: "Would be saved" }),
      change(other.first, { hunterName: "Taken over" }),
    ]);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain(other.first.hunterName);

    const badBuild = await apply(client, [
      change(first, { hunterName: "Would be saved" }),
      { hunterId: second.id, hunter: { ...second, atkSpdGoal: 1e9 } },
    ]);
    expect(badBuild.status).toBe(400);

    expect((await roster(client)).map((h) => h.hunterName)).toEqual(["First", "Changed elsewhere"]);
    expect((await roster(other.client)).map((h) => h.hunterName)).toEqual(["First", "Second"]);
    expect(await versionCount()).toBe(before);
  });

  it("refuses the whole apply when a hunter sits in a VIP slot after VIP lapsed", async () => {
    const { client, me, first } = await twoHunters();
    await grantVipMonths(t.ctx, me.id, 1);
    const inVipSlot = await created(client, 12, build({ hunterName: "Vip slot" }));
    await revokeVip(t.ctx, me.id);
    const res = await apply(client, [
      change(first, { hunterName: "Would be saved" }),
      change(inVipSlot, { hunterName: "Read-only" }),
    ]);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      error: { code: "hunter-read-only", message: messages.hunterReadOnly },
    });
    expect((await roster(client)).map((h) => h.hunterName)).toEqual(["First", "Second", "Vip slot"]);
    expect(await versions(client, first.id)).toHaveLength(1);
  });

  it("answers a retry with the same key as the first time and saves once", async () => {
    const { client, first } = await twoHunters();
    const key = crypto.randomUUID();
    const request = [change(first, { hunterName: "Once" })];
    const firstTry = await apply(client, request, [], key);
    const firstBody = await firstTry.text();
    expect(firstTry.status).toBe(200);
    const retry = await apply(client, request, [], key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await retry.text()).toBe(firstBody);
    expect((await versions(client, first.id)).map((v) => v.revision)).toEqual([2, 1]);
  });

  it("lets one of two applies made from the same versions win and refuses the other whole", async () => {
    const { client, first, second } = await twoHunters();
    const [a, b] = await Promise.all([
      apply(client, [change(first, { hunterName: "A1" }), change(second, { hunterName: "A2" })]),
      apply(client, [change(second, { hunterName: "B2" }), change(first, { hunterName: "B1" })]),
    ]);
    expect([a.status, b.status].toSorted()).toEqual([200, 409]);
    const names = (await roster(client)).map((h) => h.hunterName);
    expect([
      ["A1", "A2"],
      ["B1", "B2"],
    ]).toContainEqual(names);
    for (const hunter of [first, second])
      expect((await versions(client, hunter.id)).map((v) => v.revision)).toEqual([2, 1]);
  });

  it("deletes the consumed items a hunter now wears, keeps those still worn elsewhere, and refuses another's", async () => {
    const { client, first, second } = await twoHunters();
    const free = await added(client, createItem({ attributes: attrs(["ATK", 2]) }));
    const taken = await added(client, createItem({ attributes: attrs(["ATK", 3]) }));
    const unused = await added(client, createItem({ itemType: "Necklace" }));
    const shared = await added(client, createItem({ itemType: "Boots" }));
    // Second wears `taken` and `shared` (identical items). The plan moves `taken` to First and also gives
    // `shared` to First while Second keeps wearing it; nobody wears `free` or `unused`.
    const secondWears = await json<OwnHunter>(
      await client.put(`/api/hunters/${second.id}`, { hunter: wearing(wearing(second, taken), shared) }),
    );
    const other = await verifiedUser(t);
    const othersItem = await added(other.client, createItem());
    const firstPlanned = wearing(wearing(first, taken), shared);
    const secondPlanned = { ...secondWears, items: { ...secondWears.items, Ring: first.items.Ring } };
    const plan = [
      { hunterId: first.id, baseUpdatedAt: first.updatedAt, hunter: firstPlanned },
      { hunterId: second.id, baseUpdatedAt: secondWears.updatedAt, hunter: secondPlanned },
    ];
    const listed = [free.id, taken.id, unused.id, shared.id];

    const refused = await apply(client, plan, [...listed, othersItem.id]);
    expect(refused.status).toBe(404);
    expect((await inventory(client)).map((i) => i.id).toSorted()).toEqual(listed.toSorted());
    expect(await inventory(other.client)).toHaveLength(1);

    const result = await json<RosterApplyResult>(await apply(client, plan, listed));
    expect(result.deletedItemIds).toEqual([taken.id]);
    expect((await inventory(client)).map((i) => i.id).toSorted()).toEqual(
      [free.id, unused.id, shared.id].toSorted(),
    );
    const [firstNow, secondNow] = await roster(client);
    expect(firstNow?.items.Ring).toEqual(firstPlanned.items.Ring);
    expect(secondNow?.items.Ring).toEqual(first.items.Ring);
    expect(secondNow?.items.Boots).toEqual(firstPlanned.items.Boots);
  });

  it("tells the player's streams about the inventory when items went", async () => {
    const { client, first } = await twoHunters();
    const ring = await added(client, createItem());
    const stream = sseReader(await client.get("/api/live"));
    expect((await stream.next())?.event).toBe("ready");
    const result = await json<RosterApplyResult>(
      await apply(
        client,
        [{ hunterId: first.id, baseUpdatedAt: first.updatedAt, hunter: wearing(first, ring) }],
        [ring.id],
      ),
    );
    expect(result.deletedItemIds).toEqual([ring.id]);
    const topics = [await stream.next(), await stream.next()].map((f) => JSON.parse(f?.data ?? "{}").topic);
    // Both topics, in whichever order the two notifications arrive (on PostgreSQL they are sent side by side).
    expect(topics.sort()).toEqual(["hunters", "inventory"]);
    await stream.close();
    expect(await inventory(client)).toEqual([]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(hunterVersions)
      .where(eq(hunterVersions.hunterId, first.id));
    expect(row?.n).toBe(2);
  });
});
