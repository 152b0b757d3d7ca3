import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { encodeShareCode } from "#core/rules/share-code.ts";
import { newHunter, type OwnHunter } from "#core/schemas/hunter.ts";
import { idempotencyKeys } from "#server/db/schema.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const start = new Date("2026-11-22T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const ring = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] };
const amulet = { ...ring, itemType: "Amulet" };
const filters = { attributes: ["HP"], inheritable: false };

// docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent: a write sent again with its
// Idempotency-Key (its answer was lost) answers the first answer and changes nothing.
describeEachDb("idempotency keys (%s)", (kind) => {
  const t = testAppPerSuite(kind, { now: start });
  beforeEach(() => t.setNow(start));

  const player = async () => {
    const { client, me } = await verifiedUser(t);
    return { client, id: me.id };
  };
  const keyed = (client: TestClient, method: string, path: string, key: string, body?: unknown) =>
    client.request(path, {
      method,
      headers: {
        "idempotency-key": key,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const answer = async (res: Response) => ({ status: res.status, body: await res.text() });
  const items = async (client: TestClient) =>
    ((await (await client.get("/api/inventory")).json()) as { items: { id: string }[] }).items;
  const hunters = async (client: TestClient) =>
    (await (await client.get("/api/hunters")).json()) as OwnHunter[];
  const keysOf = async (userId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, userId))
    )[0]?.n;

  it("a lost answer sent again 5 times adds one item, and every answer is the first", async () => {
    const { client } = await player();
    const key = crypto.randomUUID();
    const first = await keyed(client, "POST", "/api/inventory", key, ring);
    const answers = [await answer(first)];
    for (let i = 0; i < 5; i++)
      answers.push(await answer(await keyed(client, "POST", "/api/inventory", key, ring)));
    expect(answers[0]?.status).toBe(201);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await items(client)).toHaveLength(1);
  });

  it("requests with one key at once write once and all answer the same", async () => {
    const { client } = await player();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => answer(await keyed(client, "POST", "/api/inventory", key, ring))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await items(client)).toHaveLength(1);
  });

  it("the same key with another body, or for another route, is refused with 422 and changes nothing", async () => {
    const { client } = await player();
    const key = crypto.randomUUID();
    expect((await keyed(client, "POST", "/api/inventory", key, ring)).status).toBe(201);
    for (const res of [
      await keyed(client, "POST", "/api/inventory", key, amulet),
      await keyed(client, "POST", "/api/presets", key, { name: "Reused", filters }),
    ]) {
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: { code: "idempotency-key-reused", message: messages.idempotencyKeyReused },
      });
    }
    expect(await items(client)).toHaveLength(1);
    expect(await (await client.get("/api/presets")).json()).toEqual([]);
  });

  it("one key sent to another hunter's URL with the same body is another request: refused", async () => {
    const { client } = await player();
    const [a, b] = await Promise.all(
      [0, 1].map(async (slotIndex) => {
        const res = await client.post("/api/hunters", {
          slotIndex,
          hunter: build({ hunterName: `H${slotIndex}` }),
        });
        return (await res.json()) as OwnHunter;
      }),
    );
    const key = crypto.randomUUID();
    const body = { isPublic: false };
    expect((await keyed(client, "PUT", `/api/hunters/${a?.id}/visibility`, key, body)).status).toBe(200);
    expect((await keyed(client, "PUT", `/api/hunters/${b?.id}/visibility`, key, body)).status).toBe(422);
    const listed = await hunters(client);
    expect(listed.map((h) => h.isPublic)).toEqual([false, true]);
  });

  it("a key another player used is another key", async () => {
    const [one, two] = [await player(), await player()];
    const key = crypto.randomUUID();
    for (const { client } of [one, two])
      expect((await keyed(client, "POST", "/api/inventory", key, ring)).status).toBe(201);
    expect(await items(one.client)).toHaveLength(1);
    expect(await items(two.client)).toHaveLength(1);
  });

  it("a repeated save answers its first answer, not a conflict with itself", async () => {
    const { client } = await player();
    const created = (await (
      await client.post("/api/hunters", { slotIndex: 0, hunter: build() })
    ).json()) as OwnHunter;
    const save = { hunter: build({ hunterName: "Renamed" }), baseUpdatedAt: created.updatedAt };
    const key = crypto.randomUUID();
    const path = `/api/hunters/${created.id}`;
    const first = await answer(await keyed(client, "PUT", path, key, save));
    expect(first.status).toBe(200);
    expect(await answer(await keyed(client, "PUT", path, key, save))).toEqual(first);
    // Without the key the same request is what it is: a save over a version it did not start from.
    expect((await client.put(path, save)).status).toBe(409);
    const versions = (await (await client.get(`/api/hunters/${created.id}/versions`)).json()) as unknown[];
    expect(versions).toHaveLength(2);
  });

  it("every write the web app makes answers a repeat as the first time", async () => {
    const { client, id } = await player();
    await grantVipLifetime(t.ctx, id);
    const twice = async (method: string, path: string, body?: unknown) => {
      const key = crypto.randomUUID();
      const first = await answer(await keyed(client, method, path, key, body));
      expect(first.status, first.body).toBeLessThan(300);
      expect(await answer(await keyed(client, method, path, key, body))).toEqual(first);
      return first.body ? JSON.parse(first.body) : undefined;
    };
    const hunter = (await twice("POST", "/api/hunters", { slotIndex: 0, hunter: build() })) as OwnHunter;
    await twice("PUT", `/api/hunters/${hunter.id}`, { hunter: build({ hunterName: "Second" }) });
    await twice("PUT", `/api/hunters/${hunter.id}/visibility`, { isPublic: false });
    await twice("POST", `/api/hunters/${hunter.id}/versions/1/restore`);
    expect(await (await client.get(`/api/hunters/${hunter.id}/versions`)).json()).toHaveLength(3);
    const imported = await twice("POST", "/api/import", {
      code: encodeShareCode({ ...newHunter(), hunterName: "Imported" }),
    });
    expect(imported).toEqual({ hunters: 1, items: 0 });
    expect(await hunters(client)).toHaveLength(2);
    await twice("DELETE", `/api/hunters/${hunter.id}`);
    expect(await hunters(client)).toHaveLength(1);

    const item = (await twice("POST", "/api/inventory", ring)) as { id: string };
    await twice("DELETE", `/api/inventory/${item.id}`);
    expect(await items(client)).toEqual([]);
    // A delete that finds nothing keeps no key, so the same key still works for a later try.
    const keysBefore = await keysOf(id);
    const missing = `/api/inventory/${crypto.randomUUID()}`;
    expect((await keyed(client, "DELETE", missing, crypto.randomUUID())).status).toBe(404);
    expect(await keysOf(id)).toBe(keysBefore);

    const preset = (await twice("POST", "/api/presets", { name: "Mine", filters })) as { id: string };
    await twice("PUT", `/api/presets/${preset.id}`, { filters: { ...filters, attributes: ["ATK"] } });
    await twice("DELETE", `/api/presets/${preset.id}`);
    expect(await (await client.get("/api/presets")).json()).toEqual([]);
  });

  it("a refused write keeps no key: sent again once the player made room, it is applied", async () => {
    const { client, id } = await player();
    for (const name of ["One", "Two", "Three"]) await client.post("/api/presets", { name, filters });
    const key = crypto.randomUUID();
    const body = { name: "Fourth", filters };
    expect((await keyed(client, "POST", "/api/presets", key, body)).status).toBe(422);
    expect(await keysOf(id)).toBe(0);
    const [oldest] = (await (await client.get("/api/presets")).json()) as { id: string }[];
    await client.del(`/api/presets/${oldest?.id}`);
    expect((await keyed(client, "POST", "/api/presets", key, body)).status).toBe(201);
    expect(await keysOf(id)).toBe(1);
  });

  it("refuses a malformed key, and writes without a key as before", async () => {
    const { client } = await player();
    const res = await keyed(client, "POST", "/api/inventory", "short", ring);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      messages.idempotencyKeyInvalid,
    );
    expect((await client.post("/api/inventory", ring)).status).toBe(201);
    expect((await client.post("/api/inventory", ring)).status).toBe(201);
    expect(await items(client)).toHaveLength(2);
  });

  it("keeps keys a day, then forgets them", async () => {
    const { client, id } = await player();
    const key = crypto.randomUUID();
    await keyed(client, "POST", "/api/inventory", key, ring);
    t.setNow(new Date(start.getTime() + 23 * HOUR));
    await keyed(client, "POST", "/api/inventory", crypto.randomUUID(), ring);
    expect(
      (await keyed(client, "POST", "/api/inventory", key, ring)).headers.get("idempotency-replayed"),
    ).toBe("true");
    expect(await keysOf(id)).toBe(2);
    // The next write after the day is over drops the expired keys.
    t.setNow(new Date(start.getTime() + 25 * HOUR));
    await keyed(client, "POST", "/api/inventory", crypto.randomUUID(), ring);
    expect(await keysOf(id)).toBe(2);
    expect((await keyed(client, "POST", "/api/inventory", key, ring)).status).toBe(201);
    expect(await items(client)).toHaveLength(4);
  });
});
