import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { DEFAULT_HUNTER_NAME } from "#core/schemas/hunter-constants.ts";
import type { HuntersContext } from "#server/services/hunter-rows.ts";
import { addSlots, grantVipMonths } from "#server/services/purchases.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { register, verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type OwnHunter = HunterRecord & { readOnly: boolean };
const START = new Date("2026-11-22T12:00:00Z");
const JUSTICE_FIRST = [
  { name: "Justice", level: 3 },
  { name: "", level: 1 },
  { name: "", level: 1 },
];
const DAY = 24 * 60 * 60 * 1000;

const errorOf = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { error: object }).error,
});

describeEachDb("hunters API (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: START });

  const create = (client: TestClient, slotIndex: number, overrides = {}) =>
    client.post("/api/hunters", { slotIndex, hunter: build(overrides) });
  const created = async (client: TestClient, slotIndex: number, overrides = {}) => {
    const res = await create(client, slotIndex, overrides);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OwnHunter;
  };
  const list = async (client: TestClient) => (await (await client.get("/api/hunters")).json()) as OwnHunter[];

  it("gives a free player 5 slots: a sixth or a taken one is refused", async () => {
    const { client } = await verifiedUser(t);
    for (let slot = 0; slot < 5; slot++) await created(client, slot, { hunterName: `H${slot}` });
    expect(await errorOf(await create(client, 5))).toEqual({
      status: 422,
      code: "slot-unavailable",
      message: messages.slotUnavailable,
    });
    expect(await errorOf(await create(client, 2))).toEqual({
      status: 409,
      code: "slot-occupied",
      message: messages.slotOccupied,
    });
    const hunters = await list(client);
    expect(hunters.map((h) => [h.slotIndex, h.hunterName, h.readOnly])).toEqual(
      [0, 1, 2, 3, 4].map((n) => [n, `H${n}`, false]),
    );
  });

  it("raises permanent slots by one per two referrals and by each bought slot", async () => {
    const { client, me } = await verifiedUser(t);
    await verifiedUser(t, { ref: me.id });
    expect((await create(client, 5)).status).toBe(422);
    await verifiedUser(t, { ref: me.id });
    await created(client, 5);
    expect((await create(client, 6)).status).toBe(422);
    await addSlots(t.ctx, me.id, 2);
    await created(client, 7);
    expect((await create(client, 8)).status).toBe(422);
  });

  it("gives a VIP 20 slots", async () => {
    const { client, me } = await verifiedUser(t);
    await grantVipMonths(t.ctx, me.id, 1);
    await created(client, 19);
    expect((await create(client, 20)).status).toBe(422);
  });

  it("lets exactly one of ten simultaneous saves into one slot", async () => {
    const { client } = await verifiedUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => create(client, 0, { hunterName: `R${n}` })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await list(client)).toHaveLength(1);
  });

  it("never goes past the slot count under simultaneous saves across slots", async () => {
    const { client } = await verifiedUser(t);
    const results = await Promise.all(Array.from({ length: 12 }, (_, slot) => create(client, slot)));
    expect(results.map((r) => r.status)).toEqual([...Array(5).fill(201), ...Array(7).fill(422)]);
    expect((await list(client)).map((h) => h.slotIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it("keeps a lapsed VIP's VIP-slot hunters readable and toggleable but not editable", async () => {
    const { client, me } = await verifiedUser(t);
    const viewer = t.client();
    await grantVipMonths(t.ctx, me.id, 1);
    const free = await created(client, 0, { hunterName: "Free slot" });
    const vip = await created(client, 12, { hunterName: "Vip slot" });
    t.setNow(new Date(START.getTime() + 31 * DAY));
    try {
      expect((await list(client)).map((h) => [h.hunterName, h.readOnly])).toEqual([
        ["Free slot", false],
        ["Vip slot", true],
      ]);
      const refusedEdit = await client.put(`/api/hunters/${vip.id}`, {
        hunter: build({ hunterName: "Changed" }),
      });
      expect(await errorOf(refusedEdit)).toEqual({
        status: 403,
        code: "hunter-read-only",
        message: messages.hunterReadOnly,
      });
      expect(
        (await client.put(`/api/hunters/${free.id}`, { hunter: build({ hunterName: "Renamed" }) })).status,
      ).toBe(200);
      const shared = await viewer.get(`/api/public/hunters/${me.id}/${vip.id}`);
      expect(((await shared.json()) as { hunter: HunterRecord }).hunter.hunterName).toBe("Vip slot");
      const hidden = await client.put(`/api/hunters/${vip.id}/visibility`, { isPublic: false });
      expect(await hidden.json()).toMatchObject({ isPublic: false, readOnly: true, hunterName: "Vip slot" });
      expect((await viewer.get(`/api/public/hunters/${me.id}/${vip.id}`)).status).toBe(404);
      expect((await create(client, 13)).status).toBe(422);
    } finally {
      t.setNow(START);
    }
  });

  it("refuses requests without a verified session", async () => {
    const visitor = t.client();
    expect((await visitor.get("/api/hunters")).status).toBe(401);
    expect((await create(visitor, 0)).status).toBe(401);
    expect((await errorOf(await visitor.post("/api/hunters", { slotIndex: -1 }))).status).toBe(401);
    const unverified = t.client();
    await register(unverified);
    expect(await errorOf(await create(unverified, 0))).toMatchObject({
      status: 403,
      code: "email-not-verified",
    });
  });

  it("answers bad input with 400 and the first validation message, and unknown ids with 404", async () => {
    const { client } = await verifiedUser(t);
    const bad = await errorOf(
      await client.post("/api/hunters", { slotIndex: 0, hunter: { traits: { Curse: 6 } } }),
    );
    expect(bad).toMatchObject({ status: 400, code: "invalid-argument" });
    expect(await list(client)).toEqual([]);
    expect(await errorOf(await client.put("/api/hunters/nope", { hunter: build() }))).toEqual({
      status: 404,
      code: "not-found",
      message: messages.hunterNotFound,
    });
    expect((await client.del("/api/hunters/nope")).status).toBe(404);
  });

  it("stores what the builder could produce: choices checked, rows cut to the rarity, numbers clamped", async () => {
    const { client, me } = await verifiedUser(t);
    const attributes = [
      { type: "HP", value: 4 },
      { type: "ATK", value: -4 },
      { type: "DEF", value: 6 },
      { type: "Crit Chance", value: 3 },
      { type: "Evasion", value: 2 },
    ];
    const hunter = await created(client, 0, {
      hunterName: "   ",
      general: { hunterClass: "Necromancer", trait: 3, guild: 5.555 },
      traits: { Quicken: 1, Curse: 5 },
      sets: JUSTICE_FIRST,
      items: {
        Necklace: { rarity: "Rare", attributes },
        Armor: { rarity: "Heroic", attributes: [{ type: "Made Up", value: 9 }, ...attributes.slice(1)] },
        Ring: { rarity: "Legendary", itemName: "Ember Ring", attributes },
      },
    });
    expect(hunter.hunterName).toBe(DEFAULT_HUNTER_NAME);
    expect(hunter.general).toMatchObject({ hunterClass: "", trait: 3, guild: 5.56 });
    expect(hunter.items.Necklace.attributes).toEqual([
      { type: "HP", value: 4 },
      { type: "ATK", value: 0 },
      { type: "", value: 0 },
      { type: "", value: 0 },
      { type: "", value: 0 },
    ]);
    expect(hunter.items.Armor.attributes.map((a) => a.type)).toEqual(["", "ATK", "DEF", "", ""]);
    expect(hunter.items.Ring.attributes[0]).toEqual({ type: "Crit Damage", value: 0 });
    // A free player's Traits and Set tabs are locked: only the general trait level (Quicken) gets through.
    expect(hunter.traits).toMatchObject({ Quicken: 3, Curse: 0 });
    expect(hunter.sets[0]).toEqual({ name: "", level: 1 });

    await grantVipMonths(t.ctx, me.id, 1);
    const res = await client.put(`/api/hunters/${hunter.id}`, {
      hunter: build({ traits: { Curse: 5 }, sets: JUSTICE_FIRST }),
    });
    expect(await res.json()).toMatchObject({ traits: { Curse: 5 }, sets: JUSTICE_FIRST });
  });

  it("tells live listeners after each committed write, never after a refused one", async () => {
    const { client, me } = await verifiedUser(t);
    const told: string[] = [];
    const ctx = t.ctx as HuntersContext;
    // A save's NOTIFY rides its own statement and the save then announces it; the others notify.
    ctx.notify = (userId, topic) => {
      told.push(`${userId === me.id ? "me" : userId}:${topic}`);
    };
    ctx.announce = ctx.notify;
    try {
      const hunter = await created(client, 0);
      expect((await create(client, 0)).status).toBe(409);
      await client.put(`/api/hunters/${hunter.id}`, { hunter: build({ hunterName: "Again" }) });
      await client.put(`/api/hunters/${hunter.id}/visibility`, { isPublic: false });
      await client.del(`/api/hunters/${hunter.id}`);
      expect(told).toEqual(Array(4).fill("me:hunters"));
    } finally {
      delete ctx.notify;
      delete ctx.announce;
    }
  });
});
