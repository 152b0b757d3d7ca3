import { describe, expect, it } from "vitest";
import { createRenderQueue } from "./render-queue.ts";

/** A render thread the test drives: each job is held until `finish` draws it. */
function heldRenderer() {
  const held: { job: string; done: (png: string) => void }[] = [];
  const drawn: string[] = [];
  return {
    held,
    drawn,
    render: (job: string) =>
      new Promise<string>((resolve) => {
        held.push({
          job,
          done: (png) => {
            drawn.push(job);
            resolve(png);
          },
        });
      }),
    /** Draws the card on the thread and lets the queue hand it the next one. */
    finish: async () => {
      const current = held.shift();
      current?.done(`png of ${current.job}`);
      await new Promise((settled) => setImmediate(settled));
    },
  };
}

describe("render queue", () => {
  it("draws one card at a time, the next from the owner who has had the fewest, so another owner waits behind the card drawing only", async () => {
    const thread = heldRenderer();
    const queue = createRenderQueue(thread.render, { perOwner: 10, perAddress: 10, total: 100 });
    const answers = [1, 2, 3, 4, 5].map((i) => queue.draw(`a${i}`, { owner: "a", address: `10.0.0.${i}` }));
    const b = queue.draw("b1", { owner: "b", address: "10.0.1.1" });
    const c = queue.draw("c1", { owner: "c", address: "10.0.2.1" });
    expect(thread.held.map((h) => h.job)).toEqual(["a1"]);
    expect(queue.waiting()).toBe(6);
    while (thread.held.length > 0) await thread.finish();
    expect(thread.drawn).toEqual(["a1", "b1", "c1", "a2", "a3", "a4", "a5"]);
    expect(await b).toBe("png of b1");
    expect(await c).toBe("png of c1");
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map((i) => `png of a${i}`));
    expect(queue.waiting()).toBe(0);
  });

  it("refuses at once a card over its owner's or its address's share, and takes one again once a card is drawn", async () => {
    const thread = heldRenderer();
    const queue = createRenderQueue(thread.render, { perOwner: 2, perAddress: 3, total: 100 });
    expect(queue.draw("a1", { owner: "a", address: "10.0.0.1" })).not.toBeNull();
    expect(queue.draw("a2", { owner: "a", address: "10.0.0.2" })).not.toBeNull();
    expect(queue.draw("a3", { owner: "a", address: "10.0.0.3" })).toBeNull();
    // One address drawing many owners' cards.
    expect(queue.draw("b1", { owner: "b", address: "10.0.9.9" })).not.toBeNull();
    expect(queue.draw("c1", { owner: "c", address: "10.0.9.9" })).not.toBeNull();
    expect(queue.draw("d1", { owner: "d", address: "10.0.9.9" })).not.toBeNull();
    expect(queue.draw("e1", { owner: "e", address: "10.0.9.9" })).toBeNull();
    await thread.finish();
    expect(queue.draw("a3", { owner: "a", address: "10.0.0.3" })).not.toBeNull();
    while (thread.held.length > 0) await thread.finish();
    expect(thread.drawn).toEqual(["a1", "b1", "c1", "d1", "a2", "a3"]);
  });

  it("counts a failed card out like a drawn one, and hands its error to its caller only", async () => {
    const queue = createRenderQueue(
      async (job: string) => {
        if (job === "bad") throw new Error("drawing failed");
        return job;
      },
      { perOwner: 1, perAddress: 1, total: 1 },
    );
    await expect(queue.draw("bad", { owner: "a", address: null })).rejects.toThrow("drawing failed");
    expect(await queue.draw("good", { owner: "a", address: null })).toBe("good");
  });
});
