import { describe, expect, it } from "vitest";
import { createHunter as build } from "../factories/hunter.ts";
import { twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#the-console: a suspension made through one instance hides the player's public build, card
// and profile on every instance at once, though each had them cached, and lifting it brings them back.
describe.runIf(pgTestUrl)("suspension on two instances of one PostgreSQL", () => {
  const instances = twoInstancesPerSuite();

  // The other instance hears the change by NOTIFY, milliseconds after the commit.
  const eventually = async (read: () => Promise<number>, status: number) => {
    let seen = await read();
    for (let tries = 0; tries < 50 && seen !== status; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await read();
    }
    return seen;
  };

  it("hides the suspended owner's build, card and profile on both instances, and lift restores them", async () => {
    const [a, b] = instances.servers;
    const owner = await instances.player(0);
    const admin = await instances.player(0);
    await instances.sql(`update "user" set role = 'admin' where id = $1`, [admin.id]);
    const viewer = (await instances.player(1)).on(b);
    const created = await owner.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Everywhere" }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id: hunterId } = (await created.json()) as { id: string };
    const [named] = (await instances.sql(`select nickname from "user" where id = $1`, [owner.id])) as {
      nickname: string;
    }[];
    const nickname = named?.nickname ?? "";
    const build_ = `/api/public/hunters/${owner.id}/${hunterId}`;
    const card = `/api/cards/hunters/${owner.id}/${hunterId}.png`;
    const profile = `/api/profiles/${nickname}`;
    const statuses = async (server: typeof a) => {
      const on = viewer.on(server);
      return Promise.all([build_, card, profile].map(async (path) => (await on.get(path)).status));
    };
    // Both instances have read (and cached) the build and its card.
    expect(await statuses(a)).toEqual([200, 200, 200]);
    expect(await statuses(b)).toEqual([200, 200, 200]);

    const suspended = await admin.post(`/api/admin/users/${owner.id}/suspend`, { reason: "cheating" });
    expect(suspended.status, await suspended.clone().text()).toBe(200);
    expect(await statuses(a)).toEqual([404, 404, 404]);
    for (const path of [build_, card, profile]) {
      expect(await eventually(async () => (await viewer.on(b).get(path)).status, 404)).toBe(404);
    }
    // The owner's session is gone on both instances.
    expect(await (await owner.on(b).get("/api/me")).json()).toBeNull();

    const lifted = await admin.on(b).post(`/api/admin/users/${owner.id}/lift`, { reason: "appeal" });
    expect(lifted.status).toBe(200);
    expect(await statuses(b)).toEqual([200, 200, 200]);
    for (const path of [build_, card, profile]) {
      expect(await eventually(async () => (await viewer.on(a).get(path)).status, 200)).toBe(200);
    }
  }, 90_000);
});
