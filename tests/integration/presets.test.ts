import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { type Preset, presetInputSchema } from "#core/schemas/presets.ts";
import type { AppError } from "#server/errors.ts";
import { createPreset } from "#server/services/presets.ts";
import { grantVipLifetime, grantVipMonths } from "#server/services/purchases.ts";
import { verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-22T12:00:00Z");
const filters = {
  itemType: ["Weapon"],
  rarity: ["Legendary", "Ultimate"],
  quality: [],
  attributes: ["ATK SPD"],
  inheritable: true,
};
type ErrorBody = { error: { code: string; message: string } };

describeEachDb("inventory presets (%s)", (kind) => {
  let t: TestApp;
  let clock: number;
  let notified: [string, string][];

  beforeAll(async () => {
    t = await createTestApp(kind, { now: start });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(() => {
    clock = start.getTime();
    t.setNow(start);
    notified = [];
    Object.assign(t.ctx, { notify: (userId: string, topic: string) => void notified.push([userId, topic]) });
  });

  const player = async (vip = false) => {
    const { client, me } = await verifiedUser(t);
    if (vip) await grantVipLifetime(t.ctx, me.id);
    return { client, id: me.id };
  };
  // Each preset a second after the one before, so creation order is plain.
  const create = async (client: TestClient, name: string, f: object = filters) => {
    clock += 1000;
    t.setNow(new Date(clock));
    return client.post("/api/presets", { name, filters: f });
  };
  const created = async (client: TestClient, name: string, f: object = filters) => {
    const res = await create(client, name, f);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Preset;
  };
  const presets = async (client: TestClient) => (await (await client.get("/api/presets")).json()) as Preset[];
  const error = async (res: Response) => ({ status: res.status, ...((await res.json()) as ErrorBody).error });

  it("saves a named preset; a free user's never keeps the inheritable filter", async () => {
    const { client, id } = await player();
    const preset = await created(client, "  Speed weapons ");
    expect(preset).toMatchObject({
      name: "Speed weapons",
      filters: { ...filters, inheritable: false },
      editable: false,
    });
    expect(await presets(client)).toEqual([preset]);
    expect(notified).toEqual([[id, "presets"]]);
  });

  it("asks for a name", async () => {
    const { client } = await player();
    for (const name of ["   ", undefined]) {
      expect(await error(await create(client, name as string))).toMatchObject({
        status: 400,
        message: messages.presetNameRequired,
      });
    }
    expect(await presets(client)).toEqual([]);
  });

  it("allows 3 presets to a free user and 10 to a VIP", async () => {
    const free = await player();
    for (const n of [1, 2, 3]) await created(free.client, `Free ${n}`);
    expect(await error(await create(free.client, "Free 4"))).toEqual({
      status: 422,
      code: "preset-limit",
      message: "You have reached your limit of 3 presets.",
    });
    const vip = await player(true);
    for (let n = 1; n <= 10; n++) await created(vip.client, `VIP ${n}`);
    expect(await error(await create(vip.client, "VIP 11"))).toMatchObject({
      status: 422,
      message: messages.presetLimit(10),
    });
    expect((await presets(vip.client)).map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `VIP ${i + 1}`),
    );
  });

  it("lets exactly one of five concurrent creates take the last place", async () => {
    const { client } = await player();
    await created(client, "One");
    await created(client, "Two");
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client.post("/api/presets", { name: `Race ${n}`, filters })),
    );
    expect(results.map((r) => r.status).toSorted()).toEqual([201, 422, 422, 422, 422]);
    expect(await presets(client)).toHaveLength(3);
  });

  it("lets exactly one of five simultaneous service calls take the last place", async () => {
    const { client, id } = await player();
    await created(client, "One");
    await created(client, "Two");
    const input = presetInputSchema.parse({ name: "Race", filters });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => createPreset(t.ctx, id, input)));
    const codes = results.map((r) => (r.status === "rejected" ? (r.reason as AppError).code : "created"));
    expect(codes.toSorted()).toEqual(["created", ...Array(4).fill("preset-limit")]);
  });

  it("lets a VIP edit filters and name, and refuses a free user with the spec's message", async () => {
    const vip = await player(true);
    const preset = await created(vip.client, "Bows");
    expect(preset).toMatchObject({ editable: true, filters });
    const changed = { ...filters, rarity: ["Ultimate"], quality: ["Flawless"] };
    const res = await vip.client.put(`/api/presets/${preset.id}`, { name: "Best bows", filters: changed });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: preset.id,
      name: "Best bows",
      filters: changed,
      editable: true,
    });
    const filtersOnly = await vip.client.put(`/api/presets/${preset.id}`, { filters });
    expect(await filtersOnly.json()).toMatchObject({ name: "Best bows", filters });
    const blank = await vip.client.put(`/api/presets/${preset.id}`, { name: " ", filters });
    expect(await error(blank)).toMatchObject({ status: 400, message: messages.presetNameRequired });

    const free = await player();
    const own = await created(free.client, "Rings");
    expect(await error(await free.client.put(`/api/presets/${own.id}`, { filters }))).toEqual({
      status: 403,
      code: "vip-only",
      message: "VIP function. Upgrade to edit presets!",
    });
    expect((await presets(free.client))[0]).toEqual(own);
  });

  it("refuses an edit based on an older version of the preset with the stored one, changing nothing", async () => {
    const vip = await player(true);
    const preset = await created(vip.client, "Bows");
    const phone = await vip.client.put(`/api/presets/${preset.id}`, {
      filters: { ...filters, rarity: ["Ultimate"] },
      baseUpdatedAt: preset.updatedAt,
    });
    expect(phone.status).toBe(200);
    const saved = (await phone.json()) as Preset;
    // The test app's clock stands still: two edits in one millisecond still get different versions.
    expect(saved.updatedAt).not.toBe(preset.updatedAt);

    const laptop = await vip.client.put(`/api/presets/${preset.id}`, {
      filters: { ...filters, rarity: ["Rare"] },
      baseUpdatedAt: preset.updatedAt,
    });
    expect(laptop.status).toBe(409);
    const body = (await laptop.json()) as {
      error: { code: string; message: string; details: { current: Preset } };
    };
    expect(body.error).toMatchObject({ code: "preset-conflict", message: messages.presetConflict });
    expect(body.error.details.current).toEqual(saved);
    expect(await presets(vip.client)).toEqual([saved]);

    const onLatest = await vip.client.put(`/api/presets/${preset.id}`, {
      filters,
      baseUpdatedAt: saved.updatedAt,
    });
    expect(onLatest.status).toBe(200);
  });

  it("keeps a lapsed VIP's presets usable but not editable, and counts them against the free limit", async () => {
    const { client, id } = await player();
    await grantVipMonths(t.ctx, id, 1);
    for (const n of [1, 2, 3, 4, 5]) await created(client, `Kept ${n}`);
    t.setNow(new Date(clock + 31 * DAY));

    const kept = await presets(client);
    expect(kept.map((p) => [p.name, p.editable])).toEqual([1, 2, 3, 4, 5].map((n) => [`Kept ${n}`, false]));
    expect(kept[0]?.filters.inheritable).toBe(true);
    const [first, , , , last] = kept as [Preset, Preset, Preset, Preset, Preset];
    for (const preset of [first, last]) {
      const res = await client.put(`/api/presets/${preset.id}`, { filters });
      expect(await error(res)).toMatchObject({ status: 403, code: "vip-only" });
    }
    expect(await error(await client.post("/api/presets", { name: "New", filters }))).toMatchObject({
      status: 422,
      message: messages.presetLimit(3),
    });
    expect((await client.del(`/api/presets/${last.id}`)).status).toBe(204);
    expect(await presets(client)).toHaveLength(4);
  });

  it("hides another user's presets: listing, editing and deleting them answer as if they did not exist", async () => {
    const alice = await player(true);
    const bob = await player(true);
    const theirs = await created(bob.client, "Bob's");
    expect(await presets(alice.client)).toEqual([]);
    const edit = await alice.client.put(`/api/presets/${theirs.id}`, { name: "Mine", filters });
    expect(await error(edit)).toMatchObject({ status: 404, code: "not-found" });
    expect((await alice.client.del(`/api/presets/${theirs.id}`)).status).toBe(404);
    expect(await presets(bob.client)).toEqual([theirs]);
    expect((await bob.client.del(`/api/presets/${theirs.id}`)).status).toBe(204);
    expect((await bob.client.del(`/api/presets/${theirs.id}`)).status).toBe(404);
  });
});
