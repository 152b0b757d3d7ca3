import { Worker } from "node:worker_threads";
import type { RenderJob } from "./render-job.ts";

/** A card that could not be drawn within its time: the route answers 503 and the page goes on without it. */
export class RenderTimeout extends Error {
  constructor() {
    super("The card took too long to draw.");
  }
}

/** A PNG as the thread sent it: a view on the transferred bytes, no copy. */
export type Png = Uint8Array<ArrayBuffer>;

type Pending = { resolve: (png: Png) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Reply = { ready?: true; id?: number; png?: ArrayBuffer; error?: string };

// Loading the renderer (fonts, layout engine, TypeScript) is no card's fault: a thread gets this long to
// start, and a card's own time begins once the thread is ready.
const START_TIMEOUT_MS = 30_000;

/**
 * One render thread, started on the first card: cards are drawn one at a time (the machine has two cores
 * and the API needs the other). Each must be done within `timeoutMs` of reaching the thread, waiting behind
 * others included (the service's render queue hands it one card at a time, so a card's time is its own
 * drawing, and who waits for the thread is that queue's choice); when one runs over, the thread is ended (satori's layout cannot be interrupted any
 * other way), the cards waiting on it fail with it, and the next card starts a fresh thread.
 */
export function createRenderPool(timeoutMs = 2000) {
  let current: { worker: Worker; ready: Promise<void> } | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      pending.delete(id);
      job.reject(error);
    }
  };

  const start = () => {
    const worker = new Worker(new URL("./render-worker.mjs", import.meta.url));
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RenderTimeout()), START_TIMEOUT_MS);
      worker.on("message", (reply: Reply) => {
        if (reply.ready) {
          clearTimeout(timer);
          resolve();
          return;
        }
        const job = reply.id === undefined ? undefined : pending.get(reply.id);
        if (!job || reply.id === undefined) return;
        pending.delete(reply.id);
        clearTimeout(job.timer);
        if (reply.png) job.resolve(new Uint8Array(reply.png));
        else job.reject(new Error(reply.error ?? "The card could not be drawn."));
      });
      const gone = (error: Error) => {
        clearTimeout(timer);
        if (current?.worker === worker) current = null;
        reject(error);
        failAll(error);
      };
      worker.on("error", gone);
      worker.on("exit", () => gone(new Error("The card renderer stopped.")));
    });
    // A thread that never got ready is dropped above; nobody else awaits this copy.
    ready.catch(() => undefined);
    return { worker, ready };
  };

  return {
    async render(job: RenderJob): Promise<Png> {
      current ??= start();
      const { worker, ready } = current;
      await ready;
      const id = nextId++;
      return new Promise<Png>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (current?.worker === worker) current = null;
          failAll(new RenderTimeout());
          void worker.terminate();
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        worker.postMessage({ id, job });
      });
    },
    stop: async () => {
      const running = current;
      current = null;
      failAll(new Error("The card renderer stopped."));
      await running?.worker.terminate();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
