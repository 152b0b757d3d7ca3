import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { CHANGE_FORM } from "#core/rules/change-summary.ts";
import type { HunterInput, OwnHunter } from "#core/schemas/hunter.ts";
import type { HunterVersion, HunterVersionSummary } from "#core/schemas/hunter-history.ts";
import { hunterVersions } from "#server/db/schema.ts";
import { grantVipMonths, revokeVip } from "#server/services/purchases.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const START = new Date("2026-11-23T12:00:00Z");
const firstSave = { form: CHANGE_FORM, created: true, parts: [] };
const MINUTE = 60_000;

// docs/decisions.md#2026-11-23-version-history-of-a-hunter: every save keeps a version; the owner lists,
// opens and restores them.
describeEachDb("hunter version history (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: START });

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const created = async (client: TestClient, hunter: HunterInput, slotIndex = 0) =>
    json<OwnHunter>(await client.post("/api/hunters", { slotIndex, hunter }), 201);
  const save = async (client: TestClient, id: string, hunter: HunterInput) =>
    json<OwnHunter>(await client.put(`/api/hunters/${id}`, { hunter }));
  const versions = async (client: TestClient, id: string) =>
    json<HunterVersionSummary[]>(await client.get(`/api/hunters/${id}/versions`));
  const version = async (client: TestClient, id: string, revision: number) =>
    json<HunterVersion>(await client.get(`/api/hunters/${id}/versions/${revision}`));
  const restore = (client: TestClient, id: string, revision: number) =>
    client.post(`/api/hunters/${id}/versions/${revision}/restore`);
  const quicken = (level: number, name = "Quick") =>
    build({ hunterName: name, general: { trait: level }, traits: { Quicken: level } });

  it("keeps each save with when and what changed, newest first, and opens any of them", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, quicken(3));
    t.setNow(new Date(START.getTime() + MINUTE));
    await save(client, hunter.id, quicken(4));
    t.setNow(START);

    expect(await versions(client, hunter.id)).toEqual([
      {
        revision: 2,
        savedAt: new Date(START.getTime() + MINUTE).toISOString(),
        summary: null,
        change: { form: CHANGE_FORM, parts: [{ kind: "field", field: "trait", from: 3, to: 4 }] },
      },
      { revision: 1, savedAt: START.toISOString(), summary: null, change: firstSave },
    ]);
    const first = await version(client, hunter.id, 1);
    expect(first).toMatchObject({ hunterId: hunter.id, revision: 1, change: firstSave });
    expect(first.build.traits.Quicken).toBe(3);
    expect(first.build.general.trait).toBe(3);
  });

  it("keeps the newest 50 versions: older ones are pruned by the save itself", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, quicken(0));
    for (let n = 1; n <= 54; n++) await save(client, hunter.id, build({ hunterName: `Save ${n}` }));

    const list = await versions(client, hunter.id);
    expect(list).toHaveLength(50);
    expect(list[0]?.revision).toBe(55);
    expect(list.at(-1)?.revision).toBe(6);
    expect((await client.get(`/api/hunters/${hunter.id}/versions/5`)).status).toBe(404);
    expect((await version(client, hunter.id, 6)).build.hunterName).toBe("Save 5");
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(hunterVersions)
      .where(eq(hunterVersions.hunterId, hunter.id));
    expect(stored?.n).toBe(50);
  });

  it("shows versions to the owner only, even of a public build: others get the unknown hunter's 404", async () => {
    const owner = await verifiedUser(t);
    const hunter = await created(owner.client, build({ hunterName: "Shared", isPublic: true }));
    const other = (await verifiedUser(t)).client;
    const unknownId = crypto.randomUUID();

    for (const [path, send] of [
      ["versions", (id: string) => other.get(`/api/hunters/${id}/versions`)],
      ["version", (id: string) => other.get(`/api/hunters/${id}/versions/1`)],
      ["restore", (id: string) => restore(other, id, 1)],
    ] as const) {
      const theirs = await send(hunter.id);
      const unknown = await send(unknownId);
      expect(theirs.status, path).toBe(404);
      expect(await theirs.json(), path).toEqual(await unknown.json());
    }
    expect(await versions(owner.client, hunter.id)).toHaveLength(1);
  });

  it("restores a version as a new save that keeps today's visibility and can itself be undone", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, quicken(2, "Before"));
    await save(client, hunter.id, quicken(5, "After"));
    const hidden = await client.put(`/api/hunters/${hunter.id}/visibility`, { isPublic: false });
    expect(hidden.status).toBe(200);
    expect(await versions(client, hunter.id)).toHaveLength(2);

    const restored = await json<OwnHunter>(await restore(client, hunter.id, 1));
    expect(restored).toMatchObject({ hunterName: "Before", isPublic: false });
    expect(restored.traits.Quicken).toBe(2);
    const [latest] = await versions(client, hunter.id);
    expect(latest).toMatchObject({
      revision: 3,
      change: {
        form: CHANGE_FORM,
        restoredRevision: 1,
        parts: [
          { kind: "renamed", to: "Before" },
          { kind: "field", field: "trait", from: 5, to: 2 },
        ],
      },
    });

    const undone = await json<OwnHunter>(await restore(client, hunter.id, 2));
    expect(undone).toMatchObject({ hunterName: "After", isPublic: false });
    expect((await versions(client, hunter.id)).map((v) => v.revision)).toEqual([4, 3, 2, 1]);
    expect((await restore(client, hunter.id, 9)).status).toBe(404);
  });

  it("refuses to restore a hunter made read-only by a VIP lapse, and keeps locked VIP tabs as a save does", async () => {
    const { client, me } = await verifiedUser(t);
    await grantVipMonths(t.ctx, me.id, 1);
    const inVipSlot = await created(client, quicken(1, "Vip slot"), 12);
    await save(client, inVipSlot.id, quicken(2, "Vip slot"));
    const free = await created(client, build({ hunterName: "Free", traits: { Curse: 1 } }), 0);
    await save(client, free.id, build({ hunterName: "Free", traits: { Curse: 5 } }));
    await revokeVip(t.ctx, me.id);

    const refused = await restore(client, inVipSlot.id, 1);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: "hunter-read-only", message: messages.hunterReadOnly },
    });
    expect(await versions(client, inVipSlot.id)).toHaveLength(2);

    const kept = await json<OwnHunter>(await restore(client, free.id, 1));
    expect(kept.traits.Curse).toBe(5);
  });

  it("gives two tabs saving at once a version each, numbered in commit order", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, quicken(0, "Tabs"));
    const [a, b] = await Promise.all([
      client.put(`/api/hunters/${hunter.id}`, { hunter: quicken(3, "Tab A") }),
      client.put(`/api/hunters/${hunter.id}`, { hunter: quicken(4, "Tab B") }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);

    const list = await versions(client, hunter.id);
    expect(list.map((v) => v.revision)).toEqual([3, 2, 1]);
    const names = [(await version(client, hunter.id, 2)).build.hunterName];
    const newest = await version(client, hunter.id, 3);
    names.push(newest.build.hunterName);
    expect(names.sort()).toEqual(["Tab A", "Tab B"]);
    const [current] = (await json<OwnHunter[]>(await client.get("/api/hunters"))).filter(
      (h) => h.id === hunter.id,
    );
    expect(current?.hunterName).toBe(newest.build.hunterName);
    // The later commit's summary is measured against the earlier one's build, not the one both tabs started from.
    expect(newest.change?.parts).toContainEqual({ kind: "renamed", to: newest.build.hunterName });
    expect(newest.change?.parts).not.toContainEqual(expect.objectContaining({ field: "trait", from: 0 }));
  });

  // docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own: a save writes
  // only over the row it read, and one that lost that race saves again under the row's lock; each must still
  // get its own version, measured against the build it replaced.
  it("gives five keyed saves of one hunter at once a version each, each measured against the one before", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, quicken(0, "Race"));
    // Each with its own Quicken level, so every version changes it, whatever the order of the commits.
    const names = ["S1", "S2", "S3", "S4", "S5"];
    const answers = await Promise.all(
      names.map((name, i) =>
        client.request(`/api/hunters/${hunter.id}`, {
          method: "PUT",
          headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
          body: JSON.stringify({ hunter: quicken(i + 1, name) }),
        }),
      ),
    );
    const saved = await Promise.all(answers.map((res) => json<OwnHunter>(res)));
    expect(saved.map((h) => h.hunterName)).toEqual(names);

    const list = await versions(client, hunter.id);
    expect(list.map((v) => v.revision)).toEqual([6, 5, 4, 3, 2, 1]);
    let before = await version(client, hunter.id, 1);
    for (let revision = 2; revision <= 6; revision++) {
      const now = await version(client, hunter.id, revision);
      expect(now.change?.parts).toContainEqual({ kind: "renamed", to: now.build.hunterName });
      expect(now.change?.parts).toContainEqual(
        expect.objectContaining({
          field: "trait",
          from: before.build.traits.Quicken,
          to: now.build.traits.Quicken,
        }),
      );
      before = now;
    }
    const [current] = (await json<OwnHunter[]>(await client.get("/api/hunters"))).filter(
      (h) => h.id === hunter.id,
    );
    expect(current?.hunterName).toBe(before.build.hunterName);
  });

  it("keeps a guest's history when the guest's hunters move into an account", async () => {
    const guest = t.client();
    expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const hunter = await created(guest, quicken(1, "Guest"));
    await save(guest, hunter.id, quicken(2, "Guest"));
    const account = await verifiedUser(t);

    const merged = await guest.post("/api/account/merge-guest", {
      email: account.body.email,
      password: account.body.password,
    });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect((await versions(guest, hunter.id)).map((v) => v.change)).toEqual([
      { form: CHANGE_FORM, parts: [{ kind: "field", field: "trait", from: 1, to: 2 }] },
      firstSave,
    ]);
  });

  it("deletes a hunter's history with the hunter", async () => {
    const { client } = await verifiedUser(t);
    const hunter = await created(client, quicken(1, "Gone"));
    await save(client, hunter.id, quicken(2, "Gone"));
    expect((await client.del(`/api/hunters/${hunter.id}`)).status).toBe(204);

    expect((await client.get(`/api/hunters/${hunter.id}/versions`)).status).toBe(404);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(hunterVersions)
      .where(eq(hunterVersions.hunterId, hunter.id));
    expect(left?.n).toBe(0);
  });

  it("still shows a version saved before changes were kept as data, with the English line it was stored with", async () => {
    const { client, me } = await verifiedUser(t);
    const hunter = await created(client, quicken(1, "Old"));
    await t.database.db.insert(hunterVersions).values({
      id: crypto.randomUUID(),
      hunterId: hunter.id,
      userId: me.id,
      revision: 2,
      savedAt: new Date(START.getTime() + MINUTE),
      summary: "Trait Level 1 -> 2",
      data: quicken(2, "Old"),
    });

    const [old] = await versions(client, hunter.id);
    expect(old).toMatchObject({ revision: 2, summary: "Trait Level 1 -> 2", change: null });
    expect(await version(client, hunter.id, 2)).toMatchObject({
      summary: "Trait Level 1 -> 2",
      change: null,
    });
    const next = await save(client, hunter.id, quicken(3, "Old"));
    expect(next.traits.Quicken).toBe(3);
    expect((await versions(client, hunter.id))[0]).toMatchObject({ revision: 3, summary: null });
  });
});
