import { expect, it } from "vitest";
import type { ExplorePage } from "#core/schemas/explore.ts";
import { registration, verifyEmail } from "./support/accounts.ts";
import { created, json, type Player, vipPlayers } from "./support/explore-builds.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Honest counts (docs/product.md#honest-counts): a copy once per player, a view once per viewer and day,
// never the owner's, and a guest or an IPv6 network as one visitor.

describeEachDb("copy and view counts (%s)", (kind) => {
  let t: TestApp;
  const fresh = async () => {
    t = await createTestApp(kind);
    return t;
  };
  const players = (n: number) => vipPlayers(t, n);

  it("counts a copy once per player and a view once per viewer and day, never the owner's", async () => {
    await fresh();
    try {
      t.setNow(new Date("2026-05-01T10:00:00Z"));
      const [owner, copier] = (await players(2)) as [Player, Player];
      const hunter = await created(owner.client, 0, { hunterName: "Counted" });
      const path = `${hunter.userId}/${hunter.id}`;
      const card = async () =>
        (await json<ExplorePage>(await t.client().get("/api/explore?sort=copied"))).cards.find(
          (c) => c.id === hunter.id,
        );

      expect(await json(await copier.client.post(`/api/explore/copies/${path}`))).toEqual({ counted: true });
      expect(await json(await copier.client.post(`/api/explore/copies/${path}`))).toEqual({ counted: false });
      expect(await json(await owner.client.post(`/api/explore/copies/${path}`))).toEqual({ counted: false });
      expect((await t.client().post(`/api/explore/copies/${path}`)).status).toBe(401);

      const visitor = t.client({ ip: "203.0.113.7" });
      expect(await json(await visitor.post(`/api/explore/views/${path}`))).toEqual({ counted: true });
      expect(await json(await visitor.post(`/api/explore/views/${path}`))).toEqual({ counted: false });
      expect(await json(await t.client({ ip: "203.0.113.7" }).post(`/api/explore/views/${path}`))).toEqual({
        counted: false,
      });
      expect(await json(await owner.client.post(`/api/explore/views/${path}`))).toEqual({ counted: false });
      expect(await json(await copier.client.post(`/api/explore/views/${path}`))).toEqual({ counted: true });
      expect(await card()).toMatchObject({ copyCount: 1, viewCount: 2 });

      t.setNow(new Date("2026-05-02T10:00:00Z"));
      expect(await json(await visitor.post(`/api/explore/views/${path}`))).toEqual({ counted: true });
      expect(await card()).toMatchObject({ viewCount: 3 });
      // The address is never stored: only the day's hashes, and yesterday's are gone with their salt.
      const stored = await t.database.db.execute("select day, viewer from explore_views");
      const rows = (stored as unknown as { rows: { day: string; viewer: string }[] }).rows;
      expect(rows.map((r) => r.day)).toEqual(["2026-05-02"]);
      expect(JSON.stringify(rows)).not.toContain("203.0.113.7");

      await owner.client.put(`/api/hunters/${hunter.id}/visibility`, { isPublic: false });
      expect((await copier.client.post(`/api/explore/copies/${path}`)).status).toBe(404);
      expect((await visitor.post(`/api/explore/views/${path}`)).status).toBe(404);
    } finally {
      await t.destroy();
    }
  });

  it("counts an IPv6 visitor by its /64, and a guest as its address: its copy counts only once registered", async () => {
    await fresh();
    try {
      const [owner] = (await players(1)) as [Player];
      const hunter = await created(owner.client, 0, { hunterName: "Pumped" });
      const path = `${hunter.userId}/${hunter.id}`;
      const view = async (ip: string, client: TestClient = t.client({ ip })) =>
        (await json<{ counted: boolean }>(await client.post(`/api/explore/views/${path}`))).counted;
      const counts = async () =>
        (await json<ExplorePage>(await t.client().get("/api/explore?sort=viewed"))).cards.find(
          (c) => c.id === hunter.id,
        );

      // One home network hands out a whole /64: every address of it is one visitor.
      const sameNetwork = [];
      for (let i = 1; i <= 40; i += 1) sameNetwork.push(await view(`2001:db8:7:1:${i.toString(16)}::${i}`));
      expect(sameNetwork.filter(Boolean)).toHaveLength(1);
      expect(await view("2001:0db8:0007:0001:ffff:ffff:ffff:ffff")).toBe(false);
      expect(await view("2001:db8:7:2::1")).toBe(true);
      // An IPv4 visitor is the same visitor whether the socket speaks IPv4 or IPv4-mapped IPv6.
      expect(await view("198.51.100.30")).toBe(true);
      expect(await view("::ffff:198.51.100.30")).toBe(false);
      expect(await view("198.51.100.31")).toBe(true);
      expect(await counts()).toMatchObject({ viewCount: 4, copyCount: 0 });

      // Guests cost nothing to make: eight of them on one address are that address's one view, and
      // their copies count nothing until one registers and proves its e-mail.
      const guests = [];
      for (let i = 0; i < 8; i += 1) {
        const browser = t.client({ ip: "203.0.113.50" });
        expect((await browser.post("/api/auth/sign-in/anonymous")).status).toBe(200);
        guests.push(browser);
      }
      const guestViews = [];
      for (const guest of guests) guestViews.push(await view("", guest));
      expect(guestViews.filter(Boolean)).toHaveLength(1);
      for (const guest of guests) {
        expect(await json(await guest.post(`/api/explore/copies/${path}`))).toEqual({ counted: false });
      }
      expect(await counts()).toMatchObject({ viewCount: 5, copyCount: 0 });

      const [first] = guests as [TestClient];
      const body = registration();
      expect((await first.post("/api/account/register", body)).status).toBe(201);
      expect(await view("", first)).toBe(false);
      await verifyEmail(t, first, body.email);
      expect(await json(await first.post(`/api/explore/copies/${path}`))).toEqual({ counted: true });
      expect(await view("", first)).toBe(true);
      expect(await counts()).toMatchObject({ viewCount: 6, copyCount: 1 });
    } finally {
      await t.destroy();
    }
  });
});
