import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { RunningServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { heardHuntersChange } from "./support/heard-hunters.ts";
import { instanceClient, twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#build-cards: each instance keeps the cards it drew, and a save through one instance
// makes the other draw again, through the same live events that clear the shared-build cache.
describe.runIf(pgTestUrl)("build cards on two instances of one PostgreSQL", () => {
  const instances = twoInstancesPerSuite();

  const cardHash = async (server: RunningServer, path: string) => {
    const res = await instanceClient(server).get(path);
    expect(res.status).toBe(200);
    return createHash("sha256")
      .update(Buffer.from(await res.arrayBuffer()))
      .digest("hex");
  };

  it("serves a card from the instance's cache until a save through the other instance makes it stale", async () => {
    const [a, b] = instances.servers;
    const player = await instances.player(0);
    const created = await player.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Across" }),
    });
    expect(created.status).toBe(201);
    const hunter = (await created.json()) as { id: string; updatedAt: string };
    const card = `/api/cards/hunters/${player.id}/${hunter.id}.png`;
    // A card B drew before it heard the creation would be forgotten when it does.
    await heardHuntersChange(b.ctx, player.id);

    const first = await cardHash(b, card);
    // Changed behind the app's back (no live event): instance B still serves what it drew, so the
    // second read came from its cache, not from a new drawing.
    await instances.sql(`update hunters set hunter_name = 'Sneaked In' where id = $1`, [hunter.id]);
    expect(await cardHash(b, card)).toBe(first);

    const saved = await player.put(`/api/hunters/${hunter.id}`, {
      hunter: build({ hunterName: "Saved On A" }),
      baseUpdatedAt: hunter.updatedAt,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // The NOTIFY reaches B within milliseconds; the next read there draws the saved build.
    let after = first;
    for (let tries = 0; tries < 50 && after === first; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await cardHash(b, card);
    }
    expect(after).not.toBe(first);
    expect(await cardHash(a, card)).toBe(after);
  }, 60_000);
});
