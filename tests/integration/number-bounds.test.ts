import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { playerSuite } from "./support/player-suite.ts";
import { describeEachDb } from "./support/test-db.ts";

const weapon = (baseAtkSpd: string) => ({ items: { Weapon: { baseAtkSpd } } });

describeEachDb("numbers out of any real range (%s)", (kind) => {
  const suite = playerSuite(kind);

  const refusedWithOurMessage = async (res: Response) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: messages.numberOutOfRange } });
  };

  it.each([
    ["guild", { general: { guild: 1e308 } }],
    ["the attack speed goal", { atkSpdGoal: 1e308 }],
    ["a stat value", { items: { Hat: { attributes: [{ type: "HP", value: 1e308 }] } } }],
    ["the technology", { general: { technology: -1 } }],
    ["the weapon's base speed", weapon("9e307")],
    ["the weapon's base speed as Infinity", weapon("Infinity")],
  ])("%s answers 400 with our message, and nothing is saved", async (_, hunter) => {
    await refusedWithOurMessage(await suite.client.post("/api/hunters", { slotIndex: 0, hunter }));
    expect(await (await suite.client.get("/api/hunters")).json()).toEqual([]);
  });

  it("a slot index beyond any account answers 400 with our message", async () => {
    await refusedWithOurMessage(await suite.client.post("/api/hunters", { slotIndex: 1e308, hunter: {} }));
  });

  it("a number JSON reads as Infinity answers 400 with our message", async () => {
    const res = await suite.client.request("/api/hunters", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"slotIndex":0,"hunter":{"general":{"guild":1e400}}}',
    });
    await refusedWithOurMessage(res);
  });

  it("an inventory weapon with a base speed of 9e307 answers 400, and nothing is stored as Infinity", async () => {
    const res = await suite.client.post("/api/inventory", {
      itemType: "Weapon",
      rarity: "Common",
      quality: "Normal",
      baseAtkSpd: "9e307",
    });
    await refusedWithOurMessage(res);
    const list = (await (await suite.client.get("/api/inventory")).json()) as { items: unknown[] };
    expect(JSON.stringify(list.items)).not.toContain("Infinity");
  });

  it("a sensible build still saves, with its base speed as typed", async () => {
    const res = await suite.client.post("/api/hunters", {
      slotIndex: 0,
      hunter: { atkSpdGoal: 0.25, general: { guild: 12.5 }, ...weapon("2,35") },
    });
    expect(res.status).toBe(201);
    expect(
      ((await res.json()) as { items: { Weapon: { baseAtkSpd: string } } }).items.Weapon.baseAtkSpd,
    ).toBe("2.35");
  });
});
