import { expect, it } from "vitest";
import type { ExplorePage } from "#core/schemas/explore.ts";
import { grantVipMonths } from "#server/services/purchases.ts";
import { verifiedUser } from "./support/accounts.ts";
import { created, json } from "./support/explore-builds.ts";
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
