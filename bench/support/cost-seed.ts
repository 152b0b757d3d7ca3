// The request-cost bench's players, made over HTTP as players make them (bench/request-cost.bench.ts).
import pg from "pg";
import { newHunter } from "#core/schemas/hunter.ts";
import { send } from "./cost-calls.ts";

export async function expectOk(res: Response, what: string) {
  if (res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** A verified VIP player with `hunters` builds, `items` items and three presets, made over HTTP. */
export async function seedPlayer(
  base: string,
  databaseUrl: string,
  name: string,
  hunters: number,
  items: number,
) {
  const password = "bench-password-123";
  const nickname = `${name}${Date.now() % 100_000}`;
  const reg = await expectOk(
    await send(base, {
      method: "POST",
      path: "/api/account/register",
      body: JSON.stringify({
        email: `${nickname}@example.com`,
        password,
        confirmPassword: password,
        nickname,
      }),
    }),
    "register",
  );
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { id: userId } = (await reg.json()) as { id: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update "user" set email_verified = true where id = $1`, [userId]);
    await client.query(
      `insert into purchases (id, user_id, kind, quantity, source) values (gen_random_uuid(), $1, 'vip_lifetime', 1, 'bench')`,
      [userId],
    );
  } finally {
    await client.end();
  }
  const hunterIds: string[] = [];
  for (let slot = 0; slot < hunters; slot++) {
    const hunter = {
      ...newHunter(),
      hunterName: `Bench ${slot}`,
      isPublic: true,
      atkSpdGoal: 0.2 + slot / 100,
    };
    const res = await expectOk(
      await send(base, {
        method: "POST",
        path: "/api/hunters",
        cookie,
        body: JSON.stringify({ slotIndex: slot, hunter }),
      }),
      "create hunter",
    );
    hunterIds.push(((await res.json()) as { id: string }).id);
  }
  for (let i = 0; i < items; i++) {
    await expectOk(
      await send(base, { method: "POST", path: "/api/inventory", cookie, body: itemBody(i) }),
      "add item",
    );
  }
  for (const preset of ["Weapons", "Rings", "Boots"]) {
    const filters = {
      itemType: [preset],
      rarity: ["Legendary"],
      quality: [],
      attributes: ["ATK SPD"],
      inheritable: true,
    };
    await expectOk(
      await send(base, {
        method: "POST",
        path: "/api/presets",
        cookie,
        body: JSON.stringify({ name: preset, filters }),
      }),
      "add preset",
    );
  }
  return { userId, cookie, hunterIds };
}

const ITEM_TYPES = ["Weapon", "Necklace", "Ring", "Armor", "Gloves", "Boots", "Hat", "Belt"];
export const itemBody = (i: number) =>
  JSON.stringify({
    itemType: ITEM_TYPES[i % ITEM_TYPES.length],
    rarity: "Legendary",
    quality: "Fine",
    attributes: [
      { type: "ATK SPD", value: (i % 7) + 1 },
      { type: "ATK", value: (i % 5) + 2 },
      { type: "HP", value: 3 },
    ],
  });
