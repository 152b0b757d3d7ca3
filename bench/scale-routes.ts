// The scale bench
// (docs/decisions.md#2026-11-23-scale-bench-how-a-community-sized-database-is-seeded-and-loaded): the
// requests of each measured route, made for a random player of the seeded set.
import { newHunter } from "#core/schemas/hunter.ts";
import type { LoadRequest } from "./scale-load-worker.ts";
import { isVipIndex, nicknameOf, sessionCookieOf } from "./scale-seed.ts";

// The secret the bench servers sign sessions with (bench/support/servers.ts).
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

export type Route = {
  name: string;
  write: boolean;
  /** The requests of one window (taken in turn); `players` is the size of the seeded set. */
  requests: (db: Lookup, players: number) => Promise<LoadRequest[]>;
};

export type Lookup = { rows: <T>(sql: string, params?: unknown[]) => Promise<T[]>; appId: string };

const indexOf = (userId: string) => Number(userId.slice(1));
const cookieOf = (i: number) => sessionCookieOf(i, AUTH_SECRET);
// A fixed pseudo-random sequence, so two runs load the same players.
function* randomPlayers(players: number, seed = 1): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    yield 1 + (x % players);
  }
}
const take = <T>(n: number, source: Generator<number>, make: (i: number) => T): T[] =>
  Array.from({ length: n }, () => make(source.next().value as number));

const WINDOW_REQUESTS = 40_000;
const get = (path: string, i: number): LoadRequest => ({ method: "GET", path, cookie: cookieOf(i) });

export const ROUTES: Route[] = [
  {
    name: "GET /api/hunters (roster)",
    write: false,
    requests: async (_, n) => take(WINDOW_REQUESTS, randomPlayers(n), (i) => get("/api/hunters", i)),
  },
  {
    name: "GET /api/inventory (400 items, VIP)",
    write: false,
    requests: async (_, n) =>
      take(WINDOW_REQUESTS, randomPlayers(n / 10, 2), (k) => get("/api/inventory", k * 10)),
  },
  {
    name: "GET /api/presets",
    write: false,
    requests: async (_, n) => take(WINDOW_REQUESTS, randomPlayers(n, 3), (i) => get("/api/presets", i)),
  },
  {
    name: "GET /api/me",
    write: false,
    requests: async (_, n) => take(WINDOW_REQUESTS, randomPlayers(n, 4), (i) => get("/api/me", i)),
  },
  {
    name: "GET /api/profiles/:nickname (public profile)",
    write: false,
    requests: async (_, n) => {
      const viewers = randomPlayers(n, 5);
      return take(WINDOW_REQUESTS, randomPlayers(n, 6), (owner) =>
        get(`/api/profiles/${nicknameOf(owner)}`, viewers.next().value as number),
      );
    },
  },
  {
    name: "GET /api/public/hunters/:owner/:id (cached: 200 popular builds)",
    write: false,
    requests: async (db, n) => {
      const hot = await db.rows<{ user_id: string; id: string }>(
        "select user_id, id from hunters where is_public and user_id = any($1) and slot_index = 0",
        [take(200, randomPlayers(n, 7), (i) => `u${String(i).padStart(7, "0")}`)],
      );
      const viewers = randomPlayers(n, 8);
      return Array.from({ length: WINDOW_REQUESTS }, (_, k) => {
        const h = hot[k % hot.length] as { user_id: string; id: string };
        return get(`/api/public/hunters/${h.user_id}/${h.id}`, viewers.next().value as number);
      });
    },
  },
  {
    name: "GET /api/public/hunters/:owner/:id (uncached: random builds)",
    write: false,
    requests: async (db, n) => {
      // More distinct builds than a window reads and than the cache holds: nearly every read misses.
      const all = await db.rows<{ user_id: string; id: string }>(
        "select user_id, id from hunters where is_public order by md5(id) limit $1",
        [WINDOW_REQUESTS],
      );
      const viewers = randomPlayers(n, 9);
      return all.map((h) => get(`/api/public/hunters/${h.user_id}/${h.id}`, viewers.next().value as number));
    },
  },
  {
    name: "POST /api/functions/recalculateAchievements",
    write: true,
    requests: async (db, n) =>
      take(WINDOW_REQUESTS, randomPlayers(n, 10), (i) => ({
        method: "POST",
        path: "/api/functions/recalculateAchievements",
        cookie: cookieOf(i),
        body: JSON.stringify({ data: { appId: db.appId } }),
      })),
  },
  {
    name: "PUT /api/hunters/:id",
    write: true,
    requests: async (db, n) => {
      const rows = await db.rows<{ user_id: string; id: string }>(
        "select user_id, id from hunters where slot_index = 0 order by md5(id) limit $1",
        [Math.min(n, 5000)],
      );
      return Array.from({ length: WINDOW_REQUESTS }, (_, k) => {
        const row = rows[k % rows.length] as { user_id: string; id: string };
        const hunter = { ...newHunter(), hunterName: `Saved ${k % 97}`, isPublic: true };
        return {
          method: "PUT",
          path: `/api/hunters/${row.id}`,
          cookie: cookieOf(indexOf(row.user_id)),
          body: JSON.stringify({ hunter }),
          keyed: true,
        };
      });
    },
  },
  {
    name: "DELETE /api/inventory/:id",
    write: true,
    requests: async (db) => {
      const rows = await db.rows<{ user_id: string; id: string }>(
        "select user_id, id from inventory_items order by md5(id) limit $1",
        [WINDOW_REQUESTS],
      );
      return rows.map((row) => ({
        method: "DELETE",
        path: `/api/inventory/${row.id}`,
        cookie: cookieOf(indexOf(row.user_id)),
        keyed: true,
      }));
    },
  },
  {
    // After the DELETE window, so the items it removed leave room too.
    name: "POST /api/inventory (add item)",
    write: true,
    requests: async (db) => {
      const counts = await db.rows<{ user_id: string; n: number }>(
        "select user_id, count(*)::int as n from inventory_items group by user_id",
      );
      // One request per free place below each player's capacity, in a fixed shuffled order.
      const places = counts.flatMap(({ user_id, n }) => {
        const room = (isVipIndex(indexOf(user_id)) ? 400 : 200) - n;
        return Array.from({ length: Math.max(0, room) }, () => user_id);
      });
      const order = randomPlayers(2 ** 30, 11);
      const shuffled = places
        .map((userId) => ({ userId, key: order.next().value as number }))
        .sort((a, b) => a.key - b.key);
      const item = {
        itemType: "Ring",
        rarity: "Heroic",
        quality: "Fine",
        attributes: [
          { type: "ATK", value: 12 },
          { type: "Crit Rate", value: 4 },
        ],
        runeType: "ATK",
        runeValue: 3,
        engraved: false,
      };
      return shuffled.slice(0, WINDOW_REQUESTS).map(({ userId }) => ({
        method: "POST",
        path: "/api/inventory",
        cookie: cookieOf(indexOf(userId)),
        body: JSON.stringify(item),
        keyed: true,
      }));
    },
  },
];
