// WORKERS=n (docs/operations.md#workers): n server processes share PORT through node:cluster, each an
// instance of its own on the one PostgreSQL (LISTEN/NOTIFY, locks and the migration lock already serve
// several instances). This primary serves nothing: it starts the workers, starts again one that dies after
// it was listening, and stops them all on SIGINT/SIGTERM or when scripts/start.mjs goes.
import cluster, { type Worker } from "node:cluster";

export function runWorkers(count: number): void {
  const workers = new Set<Worker>();
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    let listening = false;
    workers.add(worker);
    worker.once("listening", () => {
      listening = true;
    });
    worker.once("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(process.exitCode ?? 0);
        return;
      }
      // One that never started (a database down, a bad setting) would fail again at once: stop instead.
      if (!listening) {
        console.error(`Worker ${worker.process.pid} failed to start (${signal ?? code}): stopping`);
        process.exitCode = 1;
        stop();
        return;
      }
      console.error(`Worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
      start();
    });
  };

  // Each worker stops as one server does when its channel to us closes: it finishes what it serves.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) process.exit(process.exitCode ?? 0);
    for (const worker of workers) worker.disconnect();
  };
  const now = () => {
    for (const worker of workers) worker.process.kill("SIGKILL");
    process.exit(1);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => (stopping ? now() : stop()));
  }
  if (process.channel) process.once("disconnect", stop);
  for (let i = 0; i < count; i++) start();
}
