import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { catchUpStoredForms, STORED_FORM } from "#server/services/stored-data.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Builds and items are passed through as stored when they are in the current form
// (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read). A migrated
// database holds them as jsonb left them (its own key order, spaces, a build's visibility as it was before a
// change of the column alone): those answer exactly as rows written now, and the catch-up rewrites them.

const start = new Date("2026-11-22T12:00:00Z");
const item = {
  itemType: "Ring",
  rarity: "Legendary",
  quality: "Fine",
  attributes: [
    { type: "HP", value: 5 },
    { type: "ATK SPD", value: 2 },
  ],
};

describeEachDb("stored form of builds and items (%s)", (kind) => {
  const t = testAppPerSuite(kind, { gameData: loadGameDataFile(), now: start });

  const rows = async (table: "hunters" | "inventory_items", userId: string) =>
    (
      (await t.database.db.execute(
        sql`select data::text as text, data_form as form from ${sql.identifier(table)} where user_id = ${userId}`,
      )) as unknown as { rows: { text: string; form: number }[] }
    ).rows;

  it("answers a migrated database's rows as rows written now, and the catch-up rewrites them", async () => {
    const { client, me } = await verifiedUser(t);
    const created = await client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Old form", isPublic: true }),
    });
    expect(created.status).toBe(201);
    const hunterId = ((await created.json()) as { id: string }).id;
    expect((await client.put(`/api/hunters/${hunterId}/visibility`, { isPublic: false })).status).toBe(200);
    expect((await client.post("/api/inventory", item)).status).toBe(201);
    const roster = await (await client.get("/api/hunters")).text();
    const inventory = await (await client.get("/api/inventory")).text();
    expect(JSON.parse(roster)).toMatchObject([{ hunterName: "Old form", isPublic: false }]);

    // As the migration to json left them, and with the visibility the build had before its change.
    await t.database.db.execute(sql`update hunters
      set data = jsonb_set(data::jsonb, '{isPublic}', 'true')::json, data_form = 0 where user_id = ${me.id}`);
    await t.database.db.execute(
      sql`update inventory_items set data = data::jsonb::json, data_form = 0 where user_id = ${me.id}`,
    );
    const [oldBuild] = await rows("hunters", me.id);
    expect(oldBuild?.text).toContain('"isPublic": true');

    expect(await (await client.get("/api/hunters")).text()).toBe(roster);
    expect(await (await client.get("/api/inventory")).text()).toBe(inventory);

    expect(await catchUpStoredForms(t.database.db)).toBe(2);
    expect(await catchUpStoredForms(t.database.db)).toBe(0);
    const [build0] = await rows("hunters", me.id);
    const [item0] = await rows("inventory_items", me.id);
    expect(build0?.form).toBe(STORED_FORM);
    expect(item0?.form).toBe(STORED_FORM);
    // The rewritten text is the answer's own, so it is passed through from now on.
    expect(roster).toContain(build0?.text.slice(0, -1));
    expect(inventory).toContain(item0?.text.slice(0, -1));
    expect(await (await client.get("/api/hunters")).text()).toBe(roster);
    expect(await (await client.get("/api/inventory")).text()).toBe(inventory);
  });
});
