import { everyone, type Row, signedIn } from "./rows.ts";

// What others see of a player's builds: a public hunter, a profile, explore and the link-preview cards.
export const EXPLORE: Record<string, Row> = {
  "GET /api/public/hunters/:ownerId/:hunterId": {
    call: (o) => ({ method: "GET", path: `/api/public/hunters/${o.userId}/${o.hunterId}` }),
    expect: { ...everyone(404), owner: 200 },
  },
  "GET /api/profiles/:nickname": {
    call: (o) => ({ method: "GET", path: `/api/profiles/${o.nickname}` }),
    expect: signedIn(200),
  },
  // Explore is open to visitors and holds only public builds: the owner's private hunter is in no list, and
  // its rank, views and copies are missing for everyone (docs/product.md#explore).
  "GET /api/explore": {
    call: () => ({ method: "GET", path: "/api/explore?sort=newest" }),
    expect: everyone(200),
  },
  "GET /api/explore/meta": {
    call: () => ({ method: "GET", path: "/api/explore/meta" }),
    expect: everyone(200),
  },
  "GET /api/explore/leaderboard": {
    call: () => ({ method: "GET", path: "/api/explore/leaderboard?class=Archer" }),
    expect: everyone(200),
  },
  "GET /api/explore/rank/:ownerId/:hunterId": {
    call: (o) => ({ method: "GET", path: `/api/explore/rank/${o.userId}/${o.hunterId}` }),
    expect: everyone(404),
  },
  "POST /api/explore/views/:ownerId/:hunterId": {
    call: (o) => ({ method: "POST", path: `/api/explore/views/${o.userId}/${o.hunterId}` }),
    expect: everyone(404),
  },
  "POST /api/explore/copies/:ownerId/:hunterId": {
    call: (o) => ({ method: "POST", path: `/api/explore/copies/${o.userId}/${o.hunterId}` }),
    expect: signedIn(404),
  },
  "GET /api/explore/choices": {
    call: () => ({ method: "GET", path: "/api/explore/choices" }),
    expect: signedIn(200),
  },
  "PUT /api/explore/choices": {
    call: () => ({
      method: "PUT",
      path: "/api/explore/choices",
      body: { inExplore: true, inLeaderboards: true },
    }),
    expect: signedIn(200),
  },
  // Cards are for link previews, which no crawler signs in to see: a private build's card is missing
  // for everyone, its owner too (docs/product.md#build-cards).
  "GET /api/cards/site.png": {
    call: () => ({ method: "GET", path: "/api/cards/site.png" }),
    expect: everyone(200),
  },
  "GET /api/cards/hunters/:ownerId/:hunterFile": {
    call: (o) => ({ method: "GET", path: `/api/cards/hunters/${o.userId}/${o.hunterId}.png` }),
    expect: everyone(404),
  },
  "GET /api/cards/profiles/:nicknameFile": {
    call: (o) => ({ method: "GET", path: `/api/cards/profiles/${o.nickname}.png` }),
    expect: everyone(200),
  },
};
