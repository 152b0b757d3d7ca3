import { parentPort } from "node:worker_threads";
import { renderPng } from "./render.ts";
import { cardTree, type RenderJob } from "./render-job.ts";

// Draws cards off the main thread, so a slow card cannot hold up other requests and can be abandoned
// (render-pool.ts ends this thread when a card runs over its time).
parentPort?.on("message", async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const png = await renderPng(cardTree(job));
    const bytes = new Uint8Array(png).buffer;
    parentPort?.postMessage({ id, png: bytes }, [bytes]);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});

// One card drawn before saying ready: the fonts and the layout engine load now, not in a player's card.
await renderPng(cardTree({ kind: "site" }));
parentPort?.postMessage({ ready: true });
