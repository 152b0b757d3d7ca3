import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { GameData } from "#core/game-data/schema.ts";
import type { GameDataVersion } from "#core/schemas/game-data-versions.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import type { RunningServer } from "#server/start-up.ts";
import { instanceClient, twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#game-data-in-the-console: a publish or a rollback made through one instance is served by
// every instance on the database at once (the same game_data_imported notification an import sends), and an
// uploaded image is served by all of them in place of the shipped file.
describe.runIf(pgTestUrl)("game data versions on two instances of one PostgreSQL", () => {
  const instances = twoInstancesPerSuite();
  const shipped = loadGameDataFile();

  const firstClassColor = async (server: RunningServer) =>
    ((await (await instanceClient(server).get("/api/game-data")).json()) as GameData).classes[0]?.color;

  const admin = async () => {
    const player = await instances.player(0);
    await instances.sql(`update "user" set role = 'admin' where id = $1`, [player.id]);
    return player;
  };

  it("publishes a draft and rolls back to the earlier version on both instances", async () => {
    const [, b] = instances.servers;
    const staff = await admin();
    const recoloured = (color: string) => {
      const data = structuredClone(shipped);
      (data.classes[0] as { color: string }).color = color;
      return data;
    };
    const upload = async (color: string) => {
      const res = await staff.post("/api/admin/game-data", { note: color, data: recoloured(color) });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as GameDataVersion;
    };

    const first = await upload("#101010");
    // A draft reaches no instance.
    expect(await firstClassColor(b)).toBe(shipped.classes[0]?.color);
    expect((await staff.post(`/api/admin/game-data/${first.id}/publish`)).status).toBe(200);
    await expect.poll(() => firstClassColor(b)).toBe("#101010");

    const second = await upload("#202020");
    expect((await staff.post(`/api/admin/game-data/${second.id}/publish`)).status).toBe(200);
    await expect.poll(() => firstClassColor(b)).toBe("#202020");

    expect((await staff.post(`/api/admin/game-data/${first.id}/rollback`)).status).toBe(200);
    await expect.poll(() => firstClassColor(b)).toBe("#101010");
    // The other instance's answer reads the same from the database at a start-up: the newest stamped wins.
    const [served] = (await instances.sql(
      "select id from game_data_imports where published_at is not null order by published_at desc limit 1",
    )) as { id: string }[];
    expect(served?.id).toBe(first.id);
  });

  it("serves an uploaded image from every instance in place of the shipped file", async () => {
    const [a, b] = instances.servers;
    const staff = await admin();
    const name = shipped.sets[0]?.image ?? "";
    const shippedBytes = Buffer.from(await (await instanceClient(b).get(name)).arrayBuffer());
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#00ff00" } })
      .png()
      .toBuffer();
    const res = await staff.put("/api/admin/game-data/images", { name, base64: png.toString("base64") });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const server of [a, b]) {
      const served = await instanceClient(server).get(name);
      expect(served.headers.get("content-type")).toBe("image/png");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(shippedBytes)).toBe(false);
      expect((await sharp(bytes).metadata()).width).toBe(32);
      // Revalidated on every use: a later upload shows at the next load.
      const etag = served.headers.get("etag") ?? "";
      const again = await fetch(`http://127.0.0.1:${server.port}${name}`, {
        headers: { "if-none-match": etag },
      });
      expect(again.status).toBe(304);
    }
  });
});
