import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "#server/db/schema.ts";
import { grantVipMonths } from "#server/services/purchases.ts";
import { createHunter } from "../factories/hunter.ts";
import {
  getMe,
  PASSWORD,
  register,
  registration,
  sessionOf,
  signIn,
  verifiedUser,
} from "./support/accounts.ts";
import { instanceClient, twoInstancesPerSuite } from "./support/instances.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb, pgTestUrl } from "./support/test-db.ts";

// docs/decisions.md#2026-11-24-our-own-session-check-read-on-every-request-no-session-cache: the session
// cookie is checked by our own one-statement read (http/session.ts), better-auth answering only what is not
// plain. What a player sees must be what better-auth alone gave: a forged or ended session is a visitor, a
// renewal still renews, and a change to the account shows on the next request.

const DAY = 24 * 3600 * 1000;
const COOKIE = "better-auth.session_token";

describeEachDb("the session check (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  // The client's session cookie with `change` applied to its value.
  const withCookie = (cookies: Map<string, string>, change: (value: string) => string) => {
    const forged = t.client();
    for (const [name, value] of cookies) forged.cookies.set(name, name === COOKIE ? change(value) : value);
    return forged;
  };

  it("refuses a cookie whose signature is not the server's, and a raw token without one", async () => {
    const { client } = await verifiedUser(t);
    expect((await client.get("/api/hunters")).status).toBe(200);
    const value = decodeURIComponent(client.cookies.get(COOKIE) ?? "");
    const token = value.slice(0, value.lastIndexOf("."));
    const badSignature = withCookie(client.cookies, () => encodeURIComponent(`${token}.${"A".repeat(43)}=`));
    // Another token under the real signature: its last character changed (to one it is not already).
    const changed = token.endsWith("x") ? "y" : "x";
    const otherToken = withCookie(client.cookies, () =>
      encodeURIComponent(`${token.slice(0, -1)}${changed}${value.slice(value.lastIndexOf("."))}`),
    );
    const bare = withCookie(client.cookies, () => token);
    for (const forged of [badSignature, otherToken, bare]) {
      expect(await sessionOf(forged)).toBeNull();
      expect((await forged.get("/api/hunters")).status).toBe(401);
    }
    expect((await client.get("/api/hunters")).status).toBe(200);
  });

  it("refuses a signed-out session on the very next request, from a copy of its cookie too", async () => {
    const { client } = await verifiedUser(t);
    const copy = withCookie(client.cookies, (v) => v);
    expect((await copy.get("/api/hunters")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await copy.get("/api/hunters")).status).toBe(401);
    expect(await sessionOf(copy)).toBeNull();
  });

  it("sees a change to the account on the next request: verification, nickname, VIP", async () => {
    const client = t.client();
    const { me } = await register(client);
    expect((await client.get("/api/hunters")).status).toBe(403);
    await t.database.db
      .update(user)
      .set({ emailVerified: true, nickname: "renamedx" })
      .where(eq(user.id, me.id));
    expect((await client.get("/api/hunters")).status).toBe(200);
    expect(await getMe(client)).toMatchObject({ nickname: "renamedx", isVip: false, inventoryCapacity: 200 });
    await t.database.query(
      `insert into purchases (id, user_id, kind, quantity, source) values (gen_random_uuid(), $1, 'vip_lifetime', 1, 'test')`,
      [me.id],
    );
    expect(await getMe(client)).toMatchObject({ isVip: true, vipLifetime: true, inventoryCapacity: 400 });
  });

  it("still renews a session due for it (better-auth's refresh), and ends an expired one", async () => {
    const { client, me } = await verifiedUser(t);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(session.userId, me.id));
    const renewed = await client.get("/api/hunters");
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((line) => line.startsWith(`${COOKIE}=`))).toBe(true);
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, me.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, me.id));
    const expired = await client.get("/api/hunters");
    expect(expired.status).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.userId, me.id))).toEqual([]);
  });

  it("answers a bearer token as before (better-auth's bearer plugin)", async () => {
    const body = registration();
    await register(t.client(), body);
    const res = await signIn(t.client(), body.email, PASSWORD);
    const token = res.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const bearer = t.client();
    const me = await bearer.request("/api/me", { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(body.email);
  });

  it("answers the lists that ride the session check as after a bearer token's check, byte for byte", async () => {
    const { client, body, me } = await verifiedUser(t);
    const lists = ["/api/hunters", "/api/inventory", "/api/presets"];
    const read = async (path: string, headers: Record<string, string>, reader = client) => {
      const res = await reader.request(path, { headers });
      expect(res.status).toBe(200);
      return res.text();
    };
    const token = (await signIn(t.client(), body.email, PASSWORD)).headers.get("set-auth-token") ?? "";
    const bearer = { authorization: `Bearer ${token}` };
    for (const path of lists) expect(await read(path, {})).toBe(await read(path, bearer, t.client()));

    // A VIP's month that has lapsed: the hunter in a VIP slot is read-only, the presets no longer editable.
    await grantVipMonths(t.ctx, me.id, 1);
    for (const [slotIndex, hunterName] of [
      [0, "Free slot"],
      [12, "Vip slot"],
    ] as const)
      expect(
        (await client.post("/api/hunters", { slotIndex, hunter: createHunter({ hunterName }) })).status,
      ).toBe(201);
    for (const itemType of ["Ring", "Weapon"])
      expect(
        (await client.post("/api/inventory", { itemType, rarity: "Rare", quality: "Fine" })).status,
      ).toBe(201);
    const filters = { itemType: ["Ring"], rarity: [], quality: [], attributes: [], inheritable: false };
    expect((await client.post("/api/presets", { name: "Rings", filters })).status).toBe(201);
    await t.database.query(
      `update purchases set created_at = now() - interval '40 days' where user_id = $1`,
      [me.id],
    );
    const answers = await Promise.all(lists.map((path) => read(path, {})));
    for (const [i, path] of lists.entries()) expect(answers[i]).toBe(await read(path, bearer, t.client()));
    const roster = JSON.parse(answers[0] ?? "") as { hunterName: string; readOnly: boolean }[];
    expect(roster.map((h) => [h.hunterName, h.readOnly])).toEqual([
      ["Free slot", false],
      ["Vip slot", true],
    ]);
    expect(JSON.parse(answers[1] ?? "")).toMatchObject({ count: 2, capacity: 200 });
    expect(JSON.parse(answers[2] ?? "")).toMatchObject([{ name: "Rings", editable: false }]);
  });
});

describe.runIf(pgTestUrl)("the session check on two instances (PostgreSQL)", () => {
  const cluster = twoInstancesPerSuite();

  it("a session signed out through A is refused by B on the next request", async () => {
    const player = await cluster.player(0);
    const onB = player.on(cluster.servers[1]);
    expect((await onB.get("/api/hunters")).status).toBe(200);
    expect((await player.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await onB.get("/api/hunters")).status).toBe(401);
    expect(await (await onB.get("/api/me")).json()).toBeNull();
  });

  it("an account changed through A is seen by B on the next request", async () => {
    const player = await cluster.player(0);
    const onB = instanceClient(cluster.servers[1], player.cookie);
    expect((await onB.get("/api/hunters")).status).toBe(200);
    await cluster.sql(`update "user" set email_verified = false where id = $1`, [player.id]);
    expect((await onB.get("/api/hunters")).status).toBe(403);
  });
});
