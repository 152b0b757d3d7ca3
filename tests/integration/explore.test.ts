import fc from "fast-check";
import { expect, it } from "vitest";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import type { ClassMeta } from "#core/rules/explore/meta.ts";
import { META_MIN_BUILDS } from "#core/rules/explore/meta.ts";
import { recountTallies } from "#core/rules/explore/tallies.ts";
import type { ExplorePage, Leaderboard, OwnRank } from "#core/schemas/explore.ts";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { exploreTallies, hunters } from "#server/db/schema.ts";
import { grantVipMonths } from "#server/services/purchases.ts";
import { testGameData } from "../factories/game-data.ts";
import { createHunter as build, type DeepPartial } from "../factories/hunter.ts";
import { registration, verifiedUser, verifyEmail } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type Player = Awaited<ReturnType<typeof verifiedUser>>;

// The factory merges arrays whole: a build names its sets, the rest stay empty.
const withSets = (overrides: DeepPartial<HunterInput>): DeepPartial<HunterInput> => ({
  ...overrides,
  sets: [...(overrides.sets ?? []), ...[0, 1, 2].map(() => ({ name: "", level: 1 }))].slice(0, 3),
});
const created = async (client: TestClient, slotIndex: number, overrides: DeepPartial<HunterInput> = {}) => {
  const res = await client.post("/api/hunters", { slotIndex, hunter: build(withSets(overrides)) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as HunterRecord;
};
const json = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
describeEachDb("explore (%s)", (kind) => {
  const t = testAppPerSuite(kind);
  const list = async (query: Record<string, string>, client: TestClient = t.client()) =>
    json<ExplorePage>(await client.get(`/api/explore?${new URLSearchParams(query)}`));
  const names = (page: ExplorePage) => page.cards.map((card) => card.hunterName);

  it("lists public builds to a visitor with every filter, sorts them and pages through them", async () => {
    const { client, me } = await verifiedUser(t, { nickname: `Filt${Math.floor(Math.random() * 1e6)}` });
    // Sets are a VIP tab.
    await grantVipMonths(t.ctx, me.id, 1);
    const tag = `f${Math.floor(Math.random() * 1e6)}`;
    await created(client, 0, {
      hunterName: "Slow Mage",
      general: { hunterClass: "Mage", hunterRarity: "Heroic", hunterPurpose: `${tag} farm` },
      items: { Weapon: { baseAtkSpd: "3" } },
    });
    await created(client, 1, {
      hunterName: "Fast Archer",
      general: { hunterClass: "Ranger", hunterRarity: "Ultimate", hunterPurpose: `${tag} boss` },
      items: { Weapon: { baseAtkSpd: "1" } },
      sets: [{ name: "Justice", level: 2 }],
    });
    await created(client, 2, {
      hunterName: "<b>Mid</b> Archer",
      general: { hunterClass: "Archer", hunterPurpose: `${tag} boss` },
      items: { Weapon: { baseAtkSpd: "2" } },
    });
    await created(client, 3, {
      hunterName: "Hidden",
      isPublic: false,
      general: { hunterPurpose: `${tag} boss` },
    });

    const visitor = t.client();
    const all = await list({ purpose: tag }, visitor);
    expect(names(all)).toEqual(["Fast Archer", "<b>Mid</b> Archer", "Slow Mage"]);
    expect(all.cards[0]).toMatchObject({ hunterClass: "Ranger", hunterRarity: "Ultimate" });
    expect(all.cards.map((card) => card.speed.ranked)).toEqual(
      all.cards.map((card) => card.speed.ranked).sort((x, y) => x - y),
    );
    expect(all.cards[0]?.sets).toEqual([{ name: "Justice", level: 2 }]);
    expect(names(await list({ purpose: `${tag.toUpperCase()} BOSS` }))).toEqual([
      "Fast Archer",
      "<b>Mid</b> Archer",
    ]);
    expect(names(await list({ purpose: tag, class: "Archer" }))).toEqual(["<b>Mid</b> Archer"]);
    expect(names(await list({ purpose: tag, family: "archer" }))).toEqual([
      "Fast Archer",
      "<b>Mid</b> Archer",
    ]);
    expect(names(await list({ purpose: tag, rarity: "Heroic" }))).toEqual(["Slow Mage"]);
    expect(names(await list({ purpose: tag, set: "Justice" }))).toEqual(["Fast Archer"]);
    expect(names(await list({ purpose: tag, minSpd: "1.5", maxSpd: "2.5" }))).toEqual(["<b>Mid</b> Archer"]);
    expect(names(await list({ purpose: tag, sort: "newest" }))).toEqual([
      "<b>Mid</b> Archer",
      "Fast Archer",
      "Slow Mage",
    ]);
    expect(names(await list({ purpose: `${tag}%` }))).toEqual([]);
    // A set or rarity the game data lacks lists nothing, and a bad cursor is refused all the same.
    expect(await list({ purpose: tag, set: "Nothing" })).toEqual({ cards: [], next: null });
    expect(await list({ rarity: "Legendaryish" })).toEqual({ cards: [], next: null });
    expect((await visitor.get("/api/explore?set=Nothing&after=not-a-cursor")).status).toBe(400);

    const refused = await visitor.get("/api/explore?sort=loudest");
    expect(refused.status).toBe(400);
    expect((await visitor.get(`/api/explore?purpose=${"x".repeat(41)}`)).status).toBe(400);
    expect((await visitor.get("/api/explore?after=not-a-cursor")).status).toBe(400);
  });

  it("pages through every listed build exactly once, in order, whatever the sort", async () => {
    const tag = `p${Math.floor(Math.random() * 1e6)}`;
    for (let player = 0; player < 3; player += 1) {
      const { client } = await verifiedUser(t);
      for (let slot = 0; slot < 5; slot += 1) {
        await created(client, slot, {
          hunterName: `P${player}S${slot}`,
          general: { hunterPurpose: tag },
          items: { Weapon: { baseAtkSpd: String(1 + ((player * 5 + slot) % 4) / 4) } },
        });
      }
    }
    for (const sort of ["fastest", "newest", "copied", "viewed"]) {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page: ExplorePage = await list({ purpose: tag, sort, ...(after ? { after } : {}) });
        seen.push(...page.cards.map((card) => card.id));
        after = page.next;
        pages += 1;
      } while (after !== null && pages < 10);
      expect(new Set(seen).size, sort).toBe(15);
      expect(seen.length, sort).toBe(15);
    }
  });
});

describeEachDb("meta, leaderboards, counts and privacy (%s)", (kind) => {
  let t: TestApp;
  const fresh = async () => {
    t = await createTestApp(kind);
    return t;
  };
  const players = async (n: number) => {
    const made: Player[] = [];
    for (let i = 0; i < n; i += 1) {
      const player = await verifiedUser(t);
      // Sets, traits and the paragon are VIP tabs.
      await grantVipMonths(t.ctx, player.me.id, 1);
      made.push(player);
    }
    return made;
  };
  const meta = (query = "") =>
    t
      .client()
      .get(`/api/explore/meta${query}`)
      .then((res) => json<ClassMeta>(res));
  const board = (query = "") =>
    t
      .client()
      .get(`/api/explore/leaderboard${query}`)
      .then((res) => json<Leaderboard>(res));

  it("shows a class's meta only from 20 public builds on, and a private one never counts", async () => {
    await fresh();
    try {
      const roster = await players(4);
      const made: { client: TestClient; hunter: HunterRecord }[] = [];
      for (let i = 0; i < META_MIN_BUILDS; i += 1) {
        const player = roster[Math.floor(i / 5)] as Player;
        const hunter = await created(player.client, i % 5, {
          general: { hunterClass: "Archer" },
          mount: { skill: i % 2 === 0 ? "Gallop" : "" },
          sets: [{ name: "Justice", level: 1 + (i % 3) }],
          items: { Weapon: { baseAtkSpd: (1 + i / 100).toFixed(2) } },
        });
        made.push({ client: player.client, hunter });
        if (i === META_MIN_BUILDS - 2)
          expect(await meta("?class=Archer")).toEqual({ builds: 19, enough: false });
      }
      const shown = await meta("?class=Archer");
      expect(shown).toMatchObject({ builds: 20, enough: true });
      if (!shown.enough) throw new Error("not shown");
      expect(shown.mountSkills).toEqual([{ label: "Gallop", count: 10, percent: 50 }]);
      expect(shown.sets.map((s) => s.label).sort()).toEqual(["Justice 1", "Justice 2", "Justice 3"]);
      const speeds = made.map(({ hunter }) => actualAtkSpd(hunter, testGameData)).sort((x, y) => x - y);
      expect(shown.speed.fastest).toBeCloseTo(speeds[0] ?? 0, 3);
      expect(shown.speed.median).toBeCloseTo(speeds[9] ?? 0, 3);
      expect(shown.speed.slowest).toBeCloseTo(speeds[19] ?? 0, 3);
      expect(shown.speed.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(20);
      expect(await meta()).toMatchObject({ builds: 20, enough: true });
      expect(await meta("?class=Mage")).toEqual({ builds: 0, enough: false });

      const last = made.at(-1) as (typeof made)[number];
      const hide = await last.client.put(`/api/hunters/${last.hunter.id}/visibility`, { isPublic: false });
      expect(hide.status).toBe(200);
      expect(await meta("?class=Archer")).toEqual({ builds: 19, enough: false });
      expect((await board("?class=Archer")).total).toBe(19);
      const rank = await last.client.get(`/api/explore/rank/${last.hunter.userId}/${last.hunter.id}`);
      expect(rank.status).toBe(404);
    } finally {
      await t.destroy();
    }
  });

  it("ranks the fastest first, ties to the earliest, and lets a player leave the leaderboards or explore", async () => {
    await fresh();
    try {
      const [a, b] = (await players(2)) as [Player, Player];
      t.setNow(new Date("2026-05-01T10:00:00Z"));
      const early = await created(a.client, 0, { hunterName: "Early", general: { hunterClass: "Mage" } });
      t.setNow(new Date("2026-05-01T11:00:00Z"));
      const late = await created(b.client, 0, { hunterName: "Late", general: { hunterClass: "Mage" } });
      const fast = await created(b.client, 1, {
        hunterName: "Fast",
        general: { hunterClass: "Mage" },
        items: { Weapon: { baseAtkSpd: "1" } },
      });
      const shown = await board("?class=Mage");
      expect(shown.entries.map((e) => [e.rank, e.hunterName])).toEqual([
        [1, "Fast"],
        [2, "Early"],
        [3, "Late"],
      ]);
      const rankOfLate = await json<OwnRank>(
        await t.client().get(`/api/explore/rank/${late.userId}/${late.id}`),
      );
      expect(rankOfLate).toEqual({
        hunterId: late.id,
        hunterClass: "Mage",
        ranked: true,
        rank: 3,
        total: 3,
        percentFaster: 0,
      });

      const left = await b.client.put("/api/explore/choices", { inExplore: true, inLeaderboards: false });
      expect(await json(left)).toEqual({ inExplore: true, inLeaderboards: false });
      expect((await board("?class=Mage")).entries.map((e) => e.hunterName)).toEqual(["Early"]);
      expect(
        (
          await t
            .client()
            .get(`/api/explore/rank/${fast.userId}/${fast.id}`)
            .then(json<OwnRank>)
        ).ranked,
      ).toBe(false);
      const listed = await json<ExplorePage>(await t.client().get("/api/explore?class=Mage"));
      expect(listed.cards.map((c) => c.hunterName).sort()).toEqual(["Early", "Fast", "Late"]);
      // A new hunter follows the owner's switches.
      await created(b.client, 2, { hunterName: "Newer", general: { hunterClass: "Mage" } });
      expect((await board("?class=Mage")).entries.map((e) => e.hunterName)).toEqual(["Early"]);

      await b.client.put("/api/explore/choices", { inExplore: false, inLeaderboards: true });
      expect(await json(await b.client.get("/api/explore/choices"))).toEqual({
        inExplore: false,
        inLeaderboards: false,
      });
      const after = await json<ExplorePage>(await t.client().get("/api/explore?class=Mage"));
      expect(after.cards.map((c) => c.hunterName)).toEqual(["Early"]);
      expect(await meta("?class=Mage")).toEqual({ builds: 1, enough: false });
      // Still public by link.
      expect((await t.client().get(`/api/public/hunters/${fast.userId}/${fast.id}`)).status).toBe(200);
      expect(early.id).toBeTruthy();
    } finally {
      await t.destroy();
    }
  });

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

  it("keeps the tallies equal to a recount after any sequence of saves, visibility changes and deletes", async () => {
    await fresh();
    try {
      const [a, b] = (await players(2)) as [Player, Player];
      const op = fc.record({
        who: fc.constantFrom(0, 1),
        slot: fc.integer({ min: 0, max: 2 }),
        kind: fc.constantFrom("save", "save", "hide", "show", "delete", "leave", "return"),
        hunterClass: fc.constantFrom("Archer", "Mage", ""),
        set: fc.constantFrom("", "Justice", "Honor"),
        level: fc.integer({ min: 1, max: 3 }),
        speed: fc.constantFrom("1", "1.5", "2"),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
          for (const o of ops) {
            const client = (o.who === 0 ? a : b).client;
            const mine = (await json<HunterRecord[]>(await client.get("/api/hunters"))).find(
              (h) => h.slotIndex === o.slot,
            );
            if (o.kind === "save") {
              const hunter = build(
                withSets({
                  general: { hunterClass: o.hunterClass },
                  sets: [{ name: o.set, level: o.level }],
                  items: { Weapon: { baseAtkSpd: o.speed } },
                  isPublic: mine?.isPublic ?? true,
                }),
              );
              const res = mine
                ? await client.put(`/api/hunters/${mine.id}`, { hunter })
                : await client.post("/api/hunters", { slotIndex: o.slot, hunter });
              expect(res.status).toBeLessThan(300);
            } else if (o.kind === "leave" || o.kind === "return") {
              await client.put("/api/explore/choices", {
                inExplore: o.kind === "return",
                inLeaderboards: true,
              });
            } else if (mine && o.kind === "delete") {
              expect((await client.del(`/api/hunters/${mine.id}`)).status).toBe(204);
            } else if (mine) {
              await client.put(`/api/hunters/${mine.id}/visibility`, { isPublic: o.kind === "show" });
            }
          }
          const rows = await t.database.db
            .select({ listed: hunters.listed, tallyKeys: hunters.tallyKeys })
            .from(hunters);
          const recount = recountTallies(
            rows.map((r) => ({ listed: r.listed === true, tallyKeys: r.tallyKeys })),
          );
          const kept = await t.database.db.select().from(exploreTallies);
          const incremental = new Map(kept.filter((r) => r.n !== 0).map((r) => [r.key, r.n]));
          expect(incremental).toEqual(recount);
        }),
        { numRuns: 8 },
      );
    } finally {
      await t.destroy();
    }
  }, 120_000);
});
