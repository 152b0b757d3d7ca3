import { afterAll, beforeAll, expect, it } from "vitest";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createHunter } from "../factories/hunter.ts";
import { PASSWORD } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// The request-cost work (docs/performance.md#request-cost) changed how every main route reads (its own
// session check, no re-parse of stored data, fewer statements) without meaning to change one byte of what a
// player gets. The expected answers in answers-unchanged/ were written by the code as it was before that work
// and are compared byte for byte, on both databases, for a seeded set of players. Ids are random and
// better-auth stamps accounts with the real clock, so both are taken out first: every id becomes <id:n> in
// order of first appearance (the same id always the same n), account times are set to the fixed clock in the
// database, and the export's game data hash is masked (other work edits data/game-data.json). Anything else,
// a key's order, a number's form, a header, shows as a difference. A change of an answer on purpose (a new
// field, the game's rules on the seeded items) is written anew with `vitest -u` and read in its diff.

const gameData = loadGameDataFile();
const start = new Date("2026-11-20T09:00:00.000Z");
const SNAPSHOT = "./answers-unchanged/answers.txt";

type Player = { client: TestClient; id: string; nickname: string };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describeEachDb("answers of the main routes, byte for byte (%s)", (kind) => {
  let t: TestApp;
  let clock: number;
  const transcript: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { gameData, now: start });
    clock = start.getTime();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  // Each write a second after the one before, so every list's order is plain whatever the ids are.
  const tick = () => {
    clock += 1000;
    t.setNow(new Date(clock));
  };

  async function player(nickname: string, vip: boolean): Promise<Player> {
    const client = t.client();
    const email = `${nickname}@example.com`;
    const registered = await client.post("/api/account/register", {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nickname,
    });
    expect(registered.status).toBe(201);
    const id = ((await registered.json()) as { id: string }).id;
    const mail = t.lastMailTo(email);
    expect((await client.get(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "")).status).toBe(302);
    if (vip) await grantVipLifetime(t.ctx, id);
    return { client, id, nickname };
  }

  async function record(label: string, client: TestClient, method: string, path: string, body?: unknown) {
    const res = await client.request(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    transcript.push(
      `## ${label}: ${method} ${path}\n${res.status} ${res.headers.get("content-type") ?? "-"}\n${text}\n`,
    );
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }

  it("answers every main route as before", { timeout: 120_000 }, async () => {
    const free = await player("goldenfree", false);
    const vip = await player("goldenvip", true);
    const visitor = t.client();

    const hunters: Record<string, string[]> = { free: [], vip: [] };
    for (const [who, p, count] of [
      ["free", free, 2],
      ["vip", vip, 5],
    ] as const) {
      for (let slot = 0; slot < count; slot++) {
        tick();
        const hunter = createHunter({
          hunterName: `${who} hunter ${slot}`,
          isPublic: slot % 2 === 0,
          atkSpdGoal: 0.25 + slot / 100,
          general: { guild: slot, hunterClass: "Mage" },
        });
        const res = await p.client.post("/api/hunters", { slotIndex: slot, hunter });
        expect(res.status).toBe(201);
        hunters[who]?.push(((await res.json()) as { id: string }).id);
      }
      const types = ["Ring", "Weapon", "Necklace", "Gloves", "Hat", "Armor", "Boots", "Belt"];
      for (let i = 0; i < (who === "vip" ? 24 : 9); i++) {
        tick();
        const res = await p.client.post("/api/inventory", {
          itemType: types[i % types.length],
          rarity: ["Normal", "Rare", "Superior", "Legendary"][i % 4],
          quality: "Fine",
          attributes: [
            // Within every rarity's attributeMax (a Normal item's is 3), which a save keeps to.
            { type: "ATK", value: (i % 3) + 1 },
            { type: "HP", value: (i % 2) + 2 },
            { type: "ATK SPD", value: (i % 3) + 1 },
          ],
          ...(i % types.length === 1 ? { baseAtkSpd: "1,85" } : {}),
        });
        expect(res.status, await res.clone().text()).toBe(201);
      }
      for (const name of ["Weapons", "Rings"]) {
        tick();
        const res = await p.client.post("/api/presets", {
          name,
          filters: {
            itemType: [name === "Weapons" ? "Weapon" : "Ring"],
            rarity: ["Legendary"],
            quality: [],
            attributes: ["ATK SPD"],
            inheritable: name === "Rings",
          },
        });
        expect(res.status).toBe(201);
      }
    }
    // better-auth stamps accounts and sessions with the real clock; /api/me and exports show it.
    await t.database.query(`update "user" set created_at = $1, updated_at = $1`, [start]);

    const [freeFirst = "", freeSecond = ""] = hunters.free ?? [];
    const [vipFirst = "", , vipThird = ""] = hunters.vip ?? [];

    for (const [name, p] of [
      ["free", free],
      ["vip", vip],
    ] as const) {
      await record(`${name} me`, p.client, "GET", "/api/me");
      await record(`${name} roster`, p.client, "GET", "/api/hunters");
      await record(`${name} inventory`, p.client, "GET", "/api/inventory");
      await record(`${name} presets`, p.client, "GET", "/api/presets");
      await record(`${name} achievements`, p.client, "GET", "/api/achievements");
    }
    await record("free's profile seen by vip", vip.client, "GET", `/api/profiles/${free.nickname}`);
    await record("vip's profile seen by free", free.client, "GET", `/api/profiles/${vip.nickname}`);
    await record("visitor me", visitor, "GET", "/api/me");
    await record("visitor roster", visitor, "GET", "/api/hunters");
    await record("public hunter", visitor, "GET", `/api/public/hunters/${vip.id}/${vipFirst}`);
    await record("private hunter, visitor", visitor, "GET", `/api/public/hunters/${free.id}/${freeSecond}`);
    await record("private hunter, owner", free.client, "GET", `/api/public/hunters/${free.id}/${freeSecond}`);
    await record(
      "shared hunter, other player",
      free.client,
      "GET",
      `/api/public/hunters/${vip.id}/${vipThird}`,
    );

    tick();
    const stored = (await record("vip roster before save", vip.client, "GET", "/api/hunters")) as unknown as {
      id: string;
      updatedAt: string;
    }[];
    const base = stored[0]?.updatedAt;
    const saved = createHunter({ hunterName: "vip hunter 0 renamed", atkSpdGoal: 0.55, isPublic: true });
    await record("save a hunter", vip.client, "PUT", `/api/hunters/${vipFirst}`, {
      hunter: saved,
      baseUpdatedAt: base,
    });
    tick();
    await record("save from a stale copy", vip.client, "PUT", `/api/hunters/${vipFirst}`, {
      hunter: saved,
      baseUpdatedAt: base,
    });
    await record("versions", vip.client, "GET", `/api/hunters/${vipFirst}/versions`);
    await record("version 1", vip.client, "GET", `/api/hunters/${vipFirst}/versions/1`);
    tick();
    await record("visibility", free.client, "PUT", `/api/hunters/${freeFirst}/visibility`, {
      isPublic: false,
    });
    tick();
    const item = await record("add an item", free.client, "POST", "/api/inventory", {
      itemType: "Weapon",
      rarity: "Legendary",
      quality: "Fine",
      attributes: [{ type: "ATK SPD", value: 4 }],
      baseAtkSpd: "2,1",
    });
    await record("add an incomplete item", free.client, "POST", "/api/inventory", { itemType: "Ring" });
    tick();
    await record("delete an item", free.client, "DELETE", `/api/inventory/${String(item?.id)}`);
    await record("free inventory after", free.client, "GET", "/api/inventory");
    await record("vip roster after", vip.client, "GET", "/api/hunters");
    await record("export", free.client, "GET", "/api/export");

    const ids = new Map<string, string>();
    const text = transcript
      .join("\n")
      // The export names the game data file's hash: an edit of the data is not a change of the code path.
      .replace(/"gameDataVersion":"[0-9a-f]+"/g, '"gameDataVersion":"<game-data>"')
      .replace(UUID, (id) => {
        if (!ids.has(id)) ids.set(id, `<id:${ids.size + 1}>`);
        return ids.get(id) as string;
      });
    await expect(text).toMatchFileSnapshot(SNAPSHOT);
  });
});
