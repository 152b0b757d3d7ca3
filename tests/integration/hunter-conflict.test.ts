import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type OwnHunter = HunterRecord & { readOnly: boolean };
type Conflict = { error: { code: string; message: string; details: { current: OwnHunter } } };

// docs/decisions.md#2026-11-24-edits-made-offline: an edit made from an older copy (offline, or another
// device) carries the updatedAt it started from; the server refuses it with the stored hunter instead of
// overwriting a newer save.
describeEachDb("hunter edit conflicts (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: new Date("2026-11-23T12:00:00Z") });

  it("saves an edit based on the stored version and refuses one based on an older version, changing nothing", async () => {
    const { client } = await verifiedUser(t);
    const created = (await (
      await client.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "First" }) })
    ).json()) as OwnHunter;
    const phone = await client.put(`/api/hunters/${created.id}`, {
      hunter: build({ hunterName: "From the phone" }),
      baseUpdatedAt: created.updatedAt,
    });
    expect(phone.status).toBe(200);
    const saved = (await phone.json()) as OwnHunter;
    // The clock of the test app stands still: two saves in one millisecond still differ.
    expect(saved.updatedAt).not.toBe(created.updatedAt);

    const laptop = await client.put(`/api/hunters/${created.id}`, {
      hunter: build({ hunterName: "From the laptop" }),
      baseUpdatedAt: created.updatedAt,
    });
    expect(laptop.status).toBe(409);
    const conflict = (await laptop.json()) as Conflict;
    expect(conflict.error.code).toBe("hunter-conflict");
    expect(conflict.error.message).toBe(messages.hunterConflict);
    expect(conflict.error.details.current.hunterName).toBe("From the phone");
    expect(conflict.error.details.current.updatedAt).toBe(saved.updatedAt);

    const visibility = await client.put(`/api/hunters/${created.id}/visibility`, {
      isPublic: true,
      baseUpdatedAt: created.updatedAt,
    });
    expect(visibility.status).toBe(409);
    const [stored] = (await (await client.get("/api/hunters")).json()) as OwnHunter[];
    expect(stored?.hunterName).toBe("From the phone");
    expect(stored?.isPublic).toBe(saved.isPublic);

    const onLatest = await client.put(`/api/hunters/${created.id}/visibility`, {
      isPublic: !saved.isPublic,
      baseUpdatedAt: saved.updatedAt,
    });
    expect(onLatest.status).toBe(200);
  });

  it("still saves an edit that names no base (last write wins, as before)", async () => {
    const { client } = await verifiedUser(t);
    const created = (await (
      await client.post("/api/hunters", { slotIndex: 0, hunter: build() })
    ).json()) as OwnHunter;
    await client.put(`/api/hunters/${created.id}`, { hunter: build({ hunterName: "One" }) });
    const res = await client.put(`/api/hunters/${created.id}`, { hunter: build({ hunterName: "Two" }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as OwnHunter).hunterName).toBe("Two");
  });

  it("refuses a base that is not exactly the version sent (extra sub-millisecond digits), changing nothing", async () => {
    const { client, me } = await verifiedUser(t);
    // Presets are a VIP feature.
    await grantVipLifetime(t.ctx, me.id);
    const created = (await (
      await client.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "Kept" }) })
    ).json()) as OwnHunter;
    // "…57.909Z" sent; "…57.909999Z" names a later moment that only rounds down to it.
    const near = created.updatedAt.replace(/Z$/, "999Z");
    const save = await client.put(`/api/hunters/${created.id}`, {
      hunter: build({ hunterName: "Changed" }),
      baseUpdatedAt: near,
    });
    expect(save.status).toBe(409);
    expect(((await save.json()) as Conflict).error.code).toBe("hunter-conflict");
    const visibility = await client.put(`/api/hunters/${created.id}/visibility`, {
      isPublic: true,
      baseUpdatedAt: near,
    });
    expect(visibility.status).toBe(409);

    const preset = (await (await client.post("/api/presets", { name: "Kept", filters: {} })).json()) as {
      id: string;
      updatedAt: string;
    };
    const presetSave = await client.put(`/api/presets/${preset.id}`, {
      name: "Changed",
      filters: {},
      baseUpdatedAt: preset.updatedAt.replace(/Z$/, "999Z"),
    });
    expect(presetSave.status).toBe(409);

    const [stored] = (await (await client.get("/api/hunters")).json()) as OwnHunter[];
    expect(stored).toMatchObject({
      hunterName: "Kept",
      isPublic: created.isPublic,
      updatedAt: created.updatedAt,
    });
    const [storedPreset] = (await (await client.get("/api/presets")).json()) as { name: string }[];
    expect(storedPreset?.name).toBe("Kept");
  });

  it("answers a malformed base with 400", async () => {
    const { client } = await verifiedUser(t);
    const created = (await (
      await client.post("/api/hunters", { slotIndex: 0, hunter: build() })
    ).json()) as OwnHunter;
    const res = await client.put(`/api/hunters/${created.id}`, {
      hunter: build(),
      baseUpdatedAt: "yesterday",
    });
    expect(res.status).toBe(400);
  });
});
