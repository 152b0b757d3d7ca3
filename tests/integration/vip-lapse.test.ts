import { expect, it } from "vitest";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { grantVipMonths, revokeVip } from "#server/services/purchases.ts";
import { createHunter } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const PARAGON = {
  secondSkill: "warrior second 2",
  thirdSkill: "warrior third 1",
  tree: ["1-1", "2-3", "3-2"],
};
const SETS = [
  { name: "Justice", level: 3 },
  { name: "", level: 1 },
  { name: "", level: 1 },
];

// docs/product.md#paying-and-vip: losing VIP never deletes data; the VIP tabs' content waits for VIP to return.
describeEachDb("a lapsed VIP's locked tabs (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const save = async (client: TestClient, id: string, hunter: ReturnType<typeof createHunter>) => {
    const res = await client.put(`/api/hunters/${id}`, { hunter });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as HunterRecord;
  };

  it("keeps the paragon and sets through class changes while VIP is gone, and shows them when it returns", async () => {
    const { client, me } = await verifiedUser(t);
    await grantVipMonths(t.ctx, me.id, 1);
    const built = createHunter({ general: { hunterClass: "Berserker" }, paragon: PARAGON, sets: SETS });
    const res = await client.post("/api/hunters", { slotIndex: 0, hunter: built });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as HunterRecord;

    await revokeVip(t.ctx, me.id);
    await save(client, id, { ...built, general: { ...built.general, hunterClass: "Warrior" } });
    const back = await save(client, id, built);
    expect(back.paragon).toEqual(PARAGON);
    expect(back.sets).toEqual(SETS);

    await grantVipMonths(t.ctx, me.id, 1);
    const list = (await (await client.get("/api/hunters")).json()) as HunterRecord[];
    expect(list.find((h) => h.id === id)?.paragon).toEqual(PARAGON);
  });
});
