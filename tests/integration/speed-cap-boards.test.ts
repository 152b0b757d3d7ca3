import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import type { ClassMeta } from "#core/rules/explore/meta.ts";
import { META_MIN_BUILDS } from "#core/rules/explore/meta.ts";
import { VERIFIED_BOARD_MIN } from "#core/rules/explore/verified-board.ts";
import { GAME_FASTEST_ATK_SPD } from "#core/rules/speed-cap.ts";
import type { ExplorePage, Leaderboard, OwnRank } from "#core/schemas/explore.ts";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import { linkPreviewPages } from "#server/cards/link-preview.ts";
import { hunters } from "#server/db/schema.ts";
import { hunterPreview } from "#server/services/cards.ts";
import { testGameData } from "../factories/game-data.ts";
import { createHunter as build, type DeepPartial } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/product.md#the-games-fastest-attack-on-the-boards and #verified-builds-on-the-boards: what the boards,
// the profile and the link preview answer of a build past the game's cap, and the "Verified only" board.

type Player = Awaited<ReturnType<typeof verifiedUser>>;

const json = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

// Past the cap: 0.17 s base at trait level 5 (x1.25) with the default guild bonus gives about 0.13 s.
const PAST_CAP: DeepPartial<HunterInput> = {
  general: { trait: 5 },
  items: { Weapon: { baseAtkSpd: "0.17" } },
};
// Exactly at the cap's neighbourhood but under it: 0.25 s base, no bonus beyond the guild's.
const AT_CAP: DeepPartial<HunterInput> = { items: { Weapon: { baseAtkSpd: "0.25" } } };

// Every number that reads as a speed in an answer: no field named like one may be faster than the cap.
function speedsIn(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) speedsIn(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === "number" && /spd|speed|ranked|fastest|slowest|median|q1|q3|from|^to$/i.test(key))
        found.push(inner);
      else speedsIn(inner, found);
    }
  }
  return found;
}

describeEachDb("the game's fastest attack and verified builds on the boards (%s)", (kind) => {
  // One app for the suite: each test keeps to a class of its own.
  const t = testAppPerSuite(kind);
  const created = async (client: TestClient, slotIndex: number, overrides: DeepPartial<HunterInput>) => {
    const res = await client.post("/api/hunters", { slotIndex, hunter: build(overrides) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as HunterRecord;
  };
  const saved = async (client: TestClient, hunter: HunterRecord, overrides: DeepPartial<HunterInput>) => {
    const { id: _, userId: __, slotIndex: ___, createdAt: ____, updatedAt, ...input } = hunter;
    const res = await client.put(`/api/hunters/${hunter.id}`, {
      hunter: build({ ...(input as DeepPartial<HunterInput>), ...overrides }),
      baseUpdatedAt: updatedAt,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as HunterRecord;
  };
  const board = (query: string) =>
    t
      .client()
      .get(`/api/explore/leaderboard${query}`)
      .then((res) => json<Leaderboard>(res));
  const verify = (ids: string[]) =>
    t.database.db.update(hunters).set({ verifiedAt: t.ctx.now() }).where(inArray(hunters.id, ids));

  it("ranks a build past the cap as 0.25, behind a build that reached the cap first, and answers no faster number anywhere", async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    t.setNow(new Date("2026-06-01T10:00:00Z"));
    const early = await created(a.client, 0, {
      hunterName: "Early",
      general: { hunterClass: "Mage" },
      ...AT_CAP,
    });
    t.setNow(new Date("2026-06-01T11:00:00Z"));
    let past = await created(b.client, 0, {
      hunterName: "Past",
      ...PAST_CAP,
      general: { hunterClass: "Mage", trait: 5 },
    });
    const slow = await created(b.client, 1, { hunterName: "Slow", general: { hunterClass: "Mage" } });
    const formula = actualAtkSpd(past, testGameData);
    expect(formula).toBeLessThan(0.2);
    expect(actualAtkSpd(early, testGameData)).toBeLessThanOrEqual(GAME_FASTEST_ATK_SPD);

    const shown = await board("?class=Mage");
    expect(shown.entries.map((e) => [e.rank, e.hunterName])).toEqual([
      [1, "Early"],
      [2, "Past"],
      [3, "Slow"],
    ]);
    expect(shown.entries[1]?.speed).toEqual({
      ranked: GAME_FASTEST_ATK_SPD,
      atCap: true,
      overflow: Math.round((GAME_FASTEST_ATK_SPD - formula) * 1e6) / 1e6,
    });
    expect(shown.entries[2]?.speed).toMatchObject({ atCap: false, overflow: null });
    const rank = await json<OwnRank>(await t.client().get(`/api/explore/rank/${past.userId}/${past.id}`));
    expect(rank).toMatchObject({ ranked: true, rank: 2, total: 3, percentFaster: null });

    // More bonus past the cap gains nothing: the build keeps its place.
    t.setNow(new Date("2026-06-01T12:00:00Z"));
    past = await saved(b.client, past, { general: { hunterClass: "Mage", trait: 5, guild: 10 } });
    expect((await board("?class=Mage")).entries.map((e) => e.hunterName)).toEqual(["Early", "Past", "Slow"]);
    // Falling off the cap and coming back is reaching it again, later.
    const off = await saved(a.client, early, { items: { Weapon: { baseAtkSpd: "2" } } });
    t.setNow(new Date("2026-06-01T13:00:00Z"));
    await saved(a.client, off, { ...AT_CAP });
    expect((await board("?class=Mage")).entries.map((e) => e.hunterName)).toEqual(["Past", "Early", "Slow"]);

    // No answer of a board, the profile or a link preview carries a number faster than the cap.
    const explore = await json<ExplorePage>(await t.client().get("/api/explore?class=Mage"));
    expect(explore.cards.find((c) => c.id === past.id)?.speed).toMatchObject({ ranked: 0.25, atCap: true });
    const fastest = await json<ExplorePage>(await t.client().get("/api/explore?maxSpd=0.2"));
    expect(fastest.cards).toEqual([]);
    const profile = await json<PublicProfile>(await a.client.get(`/api/profiles/${b.me.nickname}`));
    expect(profile.publicHunters.find((h) => h.id === past.id)?.speed.atCap).toBe(true);
    const answers = [shown, await board("?class=Mage"), explore, profile];
    for (const answer of answers) {
      const speeds = speedsIn(answer);
      expect(speeds.length).toBeGreaterThan(0);
      for (const speed of speeds) expect(speed).toBeGreaterThanOrEqual(GAME_FASTEST_ATK_SPD);
    }
    const preview = await hunterPreview(t.ctx, past.userId, past.id);
    expect(preview?.speed).toMatchObject({ ranked: 0.25, atCap: true });
    const page = await linkPreviewPages(t.ctx)(
      `/hunter/${past.userId}/${past.id}`,
      "<head><title>x</title></head>",
    );
    const description = /og:description" content="([^"]*)"/.exec(page)?.[1] ?? "";
    expect(description).toMatch(/ATK SPD 0\.2500 at the cap \(\+0\.\d{4} beyond\)/);
    for (const number of description.match(/\d+\.\d+/g) ?? [])
      expect(Number(number) === 0.25 || description.includes(`+${number}`)).toBe(true);
    expect(slow.id).toBeTruthy();
  });

  it("spreads the meta's speeds from the cap, with the builds at the cap counted", async () => {
    const roster = [
      await verifiedUser(t),
      await verifiedUser(t),
      await verifiedUser(t),
      await verifiedUser(t),
    ];
    for (let i = 0; i < META_MIN_BUILDS; i += 1) {
      const player = roster[Math.floor(i / 5)] as Player;
      await created(player.client, i % 5, {
        general: { hunterClass: "Archer", trait: i < 6 ? 5 : 0 },
        items: { Weapon: { baseAtkSpd: i < 6 ? "0.17" : "1" } },
      });
    }
    const meta = await json<ClassMeta>(await t.client().get("/api/explore/meta?class=Archer"));
    if (!meta.enough) throw new Error("expected the meta");
    expect(meta.speed).toMatchObject({ atCap: 6, fastest: 0.25 });
    for (const speed of speedsIn(meta.speed))
      expect(speed).toBeGreaterThanOrEqual(GAME_FASTEST_ATK_SPD - 1e-9);
  });

  it("filters verified builds, opens a class's board on them from 10 on, and keeps the player's choice", async () => {
    const roster = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const made: HunterRecord[] = [];
    for (let i = 0; i < 12; i += 1) {
      const player = roster[Math.floor(i / 5)] as Player;
      made.push(
        await created(player.client, i % 5, {
          hunterName: `W${i}`,
          general: { hunterClass: "Warrior" },
          items: { Weapon: { baseAtkSpd: (1 + i / 10).toFixed(2) } },
        }),
      );
    }
    const ids = made.map((h) => h.id);
    await verify(ids.slice(0, VERIFIED_BOARD_MIN - 1));
    const below = await board("?class=Warrior");
    expect(below).toMatchObject({ total: 12, verifiedTotal: 9, verifiedOnly: false });
    expect(below.entries.filter((e) => e.verified)).toHaveLength(9);
    expect(await board("?class=Warrior&verified=1")).toMatchObject({ total: 9, verifiedOnly: true });

    await verify([ids[11] as string]);
    const opened = await board("?class=Warrior");
    expect(opened).toMatchObject({ total: 10, verifiedTotal: 10, verifiedOnly: true });
    expect(opened.entries.map((e) => e.hunterName)).not.toContain("W9");
    expect(opened.entries.every((e) => e.verified)).toBe(true);
    expect(await board("?class=Warrior&verified=0")).toMatchObject({ total: 12, verifiedOnly: false });
    expect((await t.client().get("/api/explore/leaderboard?class=Warrior&verified=yes")).status).toBe(400);

    const list = await json<ExplorePage>(await t.client().get("/api/explore?class=Warrior&verified=1"));
    expect(list.cards.map((c) => c.hunterName).sort()).toEqual(
      made
        .filter((_, i) => i !== 9 && i !== 10)
        .map((h) => h.hunterName)
        .sort(),
    );
    expect(list.cards.every((c) => c.verified)).toBe(true);
    const profile = await json<PublicProfile>(
      await (roster[0] as Player).client.get(`/api/profiles/${roster[2]?.me.nickname}`),
    );
    expect(profile.publicHunters.map((h) => [h.hunterName, h.verified])).toEqual([
      ["W10", false],
      ["W11", true],
    ]);
    // A verified build out of the boards' rules is on none of them.
    await t.database.db
      .update(hunters)
      .set({ hiddenAt: t.ctx.now() })
      .where(eq(hunters.id, ids[0] as string));
    expect(await board("?class=Warrior")).toMatchObject({ verifiedTotal: 9, verifiedOnly: false });
  });
});
