import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { fullUltimateHunter } from "../../../tests/cards/fixtures.ts";
import { hunterCardModel } from "./model.ts";
import { createRenderPool, RenderTimeout } from "./render-pool.ts";

// The render thread (docs/product.md#build-cards): a card over its time is abandoned, and the next card
// is drawn by a fresh thread.
describe("render pool", () => {
  const job = {
    kind: "hunter" as const,
    model: hunterCardModel(
      fullUltimateHunter(),
      { nickname: "aria", image: null, avatarBgColor: null },
      loadGameDataFile(),
    ),
  };
  const tight = createRenderPool(1);
  const roomy = createRenderPool(20_000);
  afterAll(async () => {
    await Promise.all([tight.stop(), roomy.stop()]);
  });

  it("abandons a card that is not drawn within its time, every time", async () => {
    await expect(tight.render(job)).rejects.toBeInstanceOf(RenderTimeout);
    await expect(tight.render(job)).rejects.toBeInstanceOf(RenderTimeout);
  }, 60_000);

  it("draws a 1200×630 PNG, and again after one was abandoned", async () => {
    const first = PNG.sync.read(Buffer.from(await roomy.render(job)));
    expect([first.width, first.height]).toEqual([1200, 630]);
    const again = PNG.sync.read(Buffer.from(await roomy.render({ kind: "site" })));
    expect([again.width, again.height]).toEqual([1200, 630]);
  }, 60_000);
});
