import fc from "fast-check";
import { expect, it } from "vitest";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import type { ClassMeta } from "#core/rules/explore/meta.ts";
import { META_MIN_BUILDS } from "#core/rules/explore/meta.ts";
import { recountTallies } from "#core/rules/explore/tallies.ts";
import type { ExplorePage, Leaderboard, OwnRank } from "#core/schemas/explore.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { exploreTallies, hunters } from "#server/db/schema.ts";
import { testGameData } from "../factories/game-data.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { created, json, type Player, vipPlayers, withSets } from "./support/explore-builds.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// The meta, the leaderboards and a build's rank (docs/product.md#meta, docs/product.md#leaderboards): what
// they count, in which order, and how a private build or a player's switches leave them.

describeEachDb("meta, leaderboards and ranks (%s)", (kind) => {
  let t: TestApp;
  const fresh = async () => {
    t = await createTestApp(kind);
    return t;
  };
  const players = (n: number) => vipPlayers(t, n);
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
      expect(shown.mountSkills).toEqual([
        { label: "Gallop", parts: ["Gallop"], naming: "plain", count: 10, percent: 50 },
      ]);
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
        percentFaster: null,
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

  it("gives a rank's share of slower builds only from 20 ranked builds of its class on, a plain rank below", async () => {
    await fresh();
    try {
      const roster = await players(4);
      const made: HunterRecord[] = [];
      for (let i = 0; i < META_MIN_BUILDS; i += 1) {
        const player = roster[Math.floor(i / 5)] as Player;
        made.push(
          await created(player.client, i % 5, {
            general: { hunterClass: "Archer" },
            items: { Weapon: { baseAtkSpd: (1 + i / 100).toFixed(2) } },
          }),
        );
      }
      const rankOf = (hunter: HunterRecord) =>
        t
          .client()
          .get(`/api/explore/rank/${hunter.userId}/${hunter.id}`)
          .then((res) => json<OwnRank>(res));
      const [fastest, second] = made as [HunterRecord, HunterRecord];
      const slowest = made.at(-1) as HunterRecord;
      expect(await rankOf(fastest)).toMatchObject({ rank: 1, total: 20, percentFaster: 100 });
      expect(await rankOf(slowest)).toMatchObject({ rank: 20, total: 20, percentFaster: 0 });

      const owner = roster[3] as Player;
      expect(
        (await owner.client.put(`/api/hunters/${slowest.id}/visibility`, { isPublic: false })).status,
      ).toBe(200);
      expect(await rankOf(fastest)).toMatchObject({ rank: 1, total: 19, percentFaster: null });
      expect(await rankOf(second)).toMatchObject({ rank: 2, total: 19, percentFaster: null });
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
