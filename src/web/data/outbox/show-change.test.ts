import { QueryClient } from "@tanstack/react-query";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OutboxChange } from "#core/rules/outbox.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import type { InventoryList } from "#core/schemas/inventory-item.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";
import { showChange } from "./show-change.ts";

const stored: OwnHunter = {
  ...createHunter({ hunterName: "Dawn Archer" }),
  id: "h1",
  userId: "u1",
  slotIndex: 0,
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:00.000Z",
  readOnly: false,
};
const serverItem = {
  id: "i1",
  createdAt: "2026-11-24T10:00:00.000Z",
  itemType: "Hat" as const,
  rarity: "Rare",
  quality: "Fine",
  attributes: [],
  runeType: "",
  runeValue: 0,
  engraved: false,
};

// A cache as the device has it: the player, the game data, one hunter, one item, no preset.
function deviceCache() {
  const client = new QueryClient();
  client.setQueryData(["me"], { id: "u1", isVip: false });
  client.setQueryData(["game-data"], testGameData);
  client.setQueryData(["hunters"], [stored]);
  client.setQueryData<InventoryList>(["inventory"], { items: [serverItem], count: 1, capacity: 200 });
  client.setQueryData(["presets"], []);
  return client;
}

const item = {
  itemType: "Belt",
  rarity: "Rare",
  quality: "Fine",
  itemName: "",
  runeType: "",
  runeValue: 0,
  engraved: false,
};
const changeArb: fc.Arbitrary<OutboxChange> = fc.oneof(
  fc.constant<OutboxChange>({
    kind: "hunter-save",
    hunterId: "h1",
    hunter: createHunter({ hunterName: "Dusk Archer" }),
  }),
  fc.boolean().map((isPublic): OutboxChange => ({ kind: "hunter-visibility", hunterId: "h1", isPublic })),
  fc.constant<OutboxChange>({
    kind: "hunter-create",
    localId: "local-h",
    slotIndex: 1,
    hunter: createHunter(),
  }),
  fc.constantFrom("local-a", "local-b").map(
    (localId): OutboxChange => ({
      kind: "item-add",
      localId,
      item: { ...item, attributes: [{ type: "HP", value: 4 }] },
    }),
  ),
  // The outbox never holds the delete of an item it still has to add (enqueue drops both).
  fc.constant<OutboxChange>({ kind: "item-delete", itemId: "i1" }),
  fc.constant<OutboxChange>({
    kind: "preset-create",
    localId: "local-p",
    name: "Belts",
    filters: { itemType: ["Belt"] },
  }),
);

const snapshot = (client: QueryClient) =>
  JSON.stringify(
    ["hunters", "inventory", "presets"].map((key) => client.getQueryData([key])),
    (k, v) => (k === "createdAt" || k === "updatedAt" ? undefined : v),
  );

describe("showChange", () => {
  it("shows a change made offline on the cached lists as the server will", () => {
    const client = deviceCache();
    showChange(client, {
      kind: "hunter-save",
      hunterId: "h1",
      hunter: createHunter({ hunterName: "Dusk Archer" }),
    });
    showChange(client, {
      kind: "item-add",
      localId: "local-a",
      item: { ...item, attributes: [{ type: "HP", value: 4 }] },
    });
    showChange(client, { kind: "item-delete", itemId: "i1" });
    const hunters = client.getQueryData<OwnHunter[]>(["hunters"]);
    expect(hunters?.map((h) => [h.hunterName, h.updatedAt])).toEqual([["Dusk Archer", stored.updatedAt]]);
    const inventory = client.getQueryData<InventoryList>(["inventory"]);
    expect(inventory?.count).toBe(1);
    expect(inventory?.items.map((i) => [i.id, i.itemType, i.attributes])).toEqual([
      ["local-a", "Belt", [{ type: "HP", value: 4 }]],
    ]);
  });

  it("changes nothing when a change is shown again (each start shows every waiting change over the device copy)", () => {
    fc.assert(
      fc.property(fc.array(changeArb, { maxLength: 8 }), (changes) => {
        const client = deviceCache();
        for (const change of changes) showChange(client, change);
        const once = snapshot(client);
        for (const change of changes) showChange(client, change);
        expect(snapshot(client)).toBe(once);
        const inventory = client.getQueryData<InventoryList>(["inventory"]);
        expect(inventory?.count).toBe(inventory?.items.length);
      }),
    );
  });
});
