import { expect, it } from "vitest";
import { EXPLORE_PAGE_SIZE, type ExplorePage, type Leaderboard } from "#core/schemas/explore.ts";
import { grantVipMonths } from "#server/services/purchases.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { created, json, type Player, withSets } from "./support/explore-builds.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Explore's lists (docs/product.md#explore): every filter, every sort and its pages. The meta and the
// leaderboards are explore-boards.test.ts's, the copy and view counts explore-counts.test.ts's.

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
    // A cursor made by hand is refused as bad input, never sent to the database to fail there.
    const forged = (cursor: unknown[]) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
    for (const [sort, cursor] of [
      ["fastest", [1, "x"]],
      ["fastest", [1, "2026-02-31 10:00:00+00", "x"]],
      ["fastest", [1, "2026-05-01 10:00:00.123456+00", "x\u0000"]],
      ["newest", ["2026-05-01T25:00:00.000Z", "x"]],
      ["copied", [2 ** 40, "x"]],
      ["viewed", [1.5, "x"]],
    ] as const) {
      expect((await visitor.get(`/api/explore?sort=${sort}&after=${forged([...cursor])}`)).status).toBe(400);
    }
    const fine = forged([1, "2026-05-01 10:00:00.123456+00", "x"]);
    expect((await visitor.get(`/api/explore?sort=fastest&after=${fine}`)).status).toBe(200);
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

  // Last in the suite: it fixes the app's clock.
  it("orders the fastest as the leaderboards do: a tie goes to the build that reached its speed first, on every page", async () => {
    const tag = `r${Math.floor(Math.random() * 1e6)}`;
    const owners = [];
    for (let i = 0; i < 5; i += 1) owners.push(await verifiedUser(t));
    const general = { hunterClass: "Cleric", hunterPurpose: tag };
    // Faster builds fill the first page but for its last two places, so the tie spans two pages.
    for (let i = 0; i < EXPLORE_PAGE_SIZE - 2; i += 1) {
      const owner = owners[Math.floor(i / 5)] as Player;
      await created(owner.client, i % 5, { general, items: { Weapon: { baseAtkSpd: "1" } } });
    }
    const last = owners[4] as Player;
    const slow = [];
    for (const slot of [2, 3, 4]) {
      slow.push(await created(last.client, slot, { general, items: { Weapon: { baseAtkSpd: "2" } } }));
    }
    // They reach the same speed in the order opposite to their ids, so an order by id alone reverses them.
    const reached = slow.sort((a, b) => (a.id < b.id ? 1 : -1));
    const start = Date.parse("2026-05-01T10:00:00Z");
    for (const [minute, hunter] of reached.entries()) {
      t.setNow(new Date(start + minute * 60_000));
      const res = await last.client.put(`/api/hunters/${hunter.id}`, {
        hunter: build(
          withSets({ hunterName: hunter.hunterName, general, items: { Weapon: { baseAtkSpd: "1.5" } } }),
        ),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }

    const first = await list({ purpose: tag, sort: "fastest" });
    expect(first.cards).toHaveLength(EXPLORE_PAGE_SIZE);
    const second = await list({ purpose: tag, sort: "fastest", after: first.next ?? "" });
    expect(second.next).toBeNull();
    const explored = [...first.cards, ...second.cards].map((card) => card.id);
    expect(explored.slice(-3)).toEqual(reached.map((hunter) => hunter.id));
    const board = await json<Leaderboard>(await t.client().get("/api/explore/leaderboard?class=Cleric"));
    expect(board.entries.map((entry) => entry.id)).toEqual(explored);
  });
});
