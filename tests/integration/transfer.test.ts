import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import type { ImportPlan } from "#core/rules/import-plan.ts";
import { encodeShareCode } from "#core/rules/share-code.ts";
import type { BuildExportFile } from "#core/schemas/build-export.ts";
import { newHunter, type OwnHunter } from "#core/schemas/hunter.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type ErrorBody = { error: { code: string; message: string; details?: string[] } };
const BODY_LIMIT = 256 * 1024;

describeEachDb("export and import (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const player = async (vip = false) => {
    const { client, me } = await verifiedUser(t);
    if (vip) await grantVipLifetime(t.ctx, me.id);
    return client;
  };
  const addHunter = async (client: TestClient, slotIndex: number, hunterName = `Slot ${slotIndex}`) =>
    expect((await client.post("/api/hunters", { slotIndex, hunter: { hunterName } })).status).toBe(201);
  const state = async (client: TestClient) => {
    const hunters = (await (await client.get("/api/hunters")).json()) as OwnHunter[];
    const inventory = (await (await client.get("/api/inventory")).json()) as { count: number };
    return { hunters: hunters.map((h) => [h.slotIndex, h.hunterName]), items: inventory.count };
  };
  const exported = async (client: TestClient) =>
    (await (await client.get("/api/export")).json()) as BuildExportFile;
  const refusal = async (res: Response) => ({
    status: res.status,
    ...((await res.json()) as ErrorBody).error,
  });

  it("exports every own hunter and item as a file, and imports it back through the preview", async () => {
    const source = await player();
    await addHunter(source, 0, "Ozzy");
    await addHunter(source, 3, "Kai");
    expect((await source.post("/api/inventory", createItem())).status).toBe(201);
    const res = await source.get("/api/export");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="hunter-lodge-.+\.json"$/);
    const file = (await res.json()) as BuildExportFile;
    expect(file.hunters?.map((h) => h.slotIndex)).toEqual([0, 3]);

    const target = await player(true);
    const before = await state(target);
    const preview = (await (await target.post("/api/import/preview", { file })).json()) as ImportPlan;
    expect(preview.problems).toEqual([]);
    expect(preview.hunters.map((h) => [h.slotIndex, h.build.hunterName])).toEqual([
      [0, "Ozzy"],
      [3, "Kai"],
    ]);
    expect(await state(target)).toEqual(before);

    expect((await target.post("/api/import", { file })).status).toBe(201);
    const again = await exported(target);
    // Imported hunters arrive private unless the player chose public in the preview.
    expect(again.hunters).toEqual(
      file.hunters?.map((h) => ({ ...h, build: { ...h.build, isPublic: false } })),
    );
    expect(again.inventory).toEqual(file.inventory);

    const chosen = await player(true);
    expect((await chosen.post("/api/import", { file, makePublic: true })).status).toBe(201);
    expect((await exported(chosen)).hunters).toEqual(file.hunters);
  });

  it("is all or nothing: no slot for the last hunter refuses the whole file with the reasons", async () => {
    const client = await player();
    for (const slot of [0, 1, 2, 3]) await addHunter(client, slot);
    const file = await exported(await player());
    file.hunters = [
      { slotIndex: 0, build: { ...newHunter(), hunterName: "First" } },
      { slotIndex: 1, build: { ...newHunter(), hunterName: "Second" } },
    ];
    file.inventory = [createItem()];
    const before = await state(client);
    const res = await refusal(await client.post("/api/import", { file }));
    expect(res).toMatchObject({ status: 422, code: "import-refused", message: messages.importRefused });
    expect(res.details).toEqual([messages.importNoSlot(messages.importHunterLabel("Second"))]);
    expect(await state(client)).toEqual(before);
  });

  it("two imports racing for the last free slot: one gets it, the other is refused", async () => {
    const client = await player();
    for (const slot of [0, 1, 2, 3]) await addHunter(client, slot);
    const code = encodeShareCode({ ...newHunter(), hunterName: "Racer" });
    const results = await Promise.all([1, 2].map(() => client.post("/api/import", { code })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await state(client)).hunters).toHaveLength(5);
  });

  it("refuses VIP parts for a free account and takes them for a VIP", async () => {
    const build = { ...newHunter(), hunterName: "Cursed", traits: { ...newHunter().traits, Curse: 3 } };
    const code = encodeShareCode(build);
    const free = await player();
    const preview = (await (await free.post("/api/import/preview", { code })).json()) as ImportPlan;
    expect(preview.problems).toEqual([messages.importVipParts(messages.importHunterLabel("Cursed"))]);
    expect((await free.post("/api/import", { code })).status).toBe(422);
    expect((await state(free)).hunters).toEqual([]);
    const vip = await player(true);
    expect((await vip.post("/api/import", { code })).status).toBe(201);
    expect((await state(vip)).hunters).toEqual([[0, "Cursed"]]);
  });

  it("a truncated, crafted or oversized code or file gets a clear message and changes nothing", async () => {
    const client = await player();
    await addHunter(client, 0);
    const before = await state(client);
    const code = encodeShareCode({ ...newHunter(), hunterName: "Cut" });
    const cases: [object, string][] = [
      [{ code: code.slice(0, code.length - 8) }, messages.shareCodeCorrupt],
      [{ code: "HL9.abc" }, messages.shareCodeUnknownVersion],
      [{ code: `HL1.${"A".repeat(9000)}` }, messages.shareCodeTooLong],
      [{ file: { format: "hunter-lodge-export", version: 99 } }, messages.importFileInvalid],
      [{ file: { ...(await exported(client)), hunters: "all" } }, messages.importFileInvalid],
      [
        { code: encodeShareCode({ ...newHunter(), hunterName: "nul\u0000" }) },
        messages.unsupportedCharacters,
      ],
    ];
    for (const [body, message] of cases) {
      for (const path of ["/api/import/preview", "/api/import"]) {
        expect(await refusal(await client.post(path, body))).toMatchObject({ status: 422, message });
      }
    }
    const oversized = await client.request("/api/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "x".repeat(BODY_LIMIT) }),
    });
    expect(await refusal(oversized)).toMatchObject({ status: 413, message: messages.requestTooLarge });
    expect(await state(client)).toEqual(before);
  });

  it("a full VIP export (20 hunters, 400 items) fits the body limit", async () => {
    const client = await player(true);
    const file = await exported(client);
    const hunter = (await exported(await sourceWithFullHunter())).hunters?.[0];
    file.hunters = Array.from({ length: 20 }, (_, slotIndex) => ({ slotIndex, build: hunter?.build ?? {} }));
    file.inventory = Array.from({ length: 400 }, () =>
      createItem({
        rarity: "Legendary",
        attributes: ["ATK", "HP", "DEF", "ATK SPD"].map((type) => ({ type, value: 7 })),
      }),
    );
    const size = JSON.stringify({ file }).length;
    expect(size).toBeLessThan(BODY_LIMIT);
    const preview = (await (await client.post("/api/import/preview", { file })).json()) as ImportPlan;
    expect(preview.hunters).toHaveLength(20);
    expect(preview.items).toHaveLength(400);
  });

  const sourceWithFullHunter = async () => {
    const client = await player(true);
    const attributes = ["ATK", "HP", "DEF", "ATK SPD", "Crit Chance"].map((type) => ({ type, value: 7 }));
    const items = Object.fromEntries(
      ["Weapon", "Necklace", "Ring", "Armor", "Gloves", "Boots", "Hat", "Belt"].map((slot) => [
        slot,
        { rarity: "Legendary", quality: "Perfect", attributes },
      ]),
    );
    const hunter = { hunterName: "Full", general: { hunterPurpose: "Everything set" }, items };
    expect((await client.post("/api/hunters", { slotIndex: 0, hunter })).status).toBe(201);
    return client;
  };
});
