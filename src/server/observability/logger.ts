import { type Logger, pino } from "pino";

export type { Logger };

const loggers = new Map<string, Logger>();

// Lines are written to stdout in batches of whole lines
// (docs/decisions.md#2026-11-29-the-request-log-in-batches-presets-read-as-stored): one write(2) per line
// cost a request about 0.1 ms of CPU on a virtual machine, where a system call is dear. A batch is written
// once it passes BATCH_BYTES, and at least every FLUSH_MS, so an operator reading the log sees a line within
// a tenth of a second; and at exit. A batch stays within PIPE_BUF (4096 bytes on Linux), so the batches of
// two node:cluster workers sharing one pipe never cut into each other's lines.
const BATCH_BYTES = 3072;
const PIPE_BUF = 4096;
const FLUSH_MS = 100;

/** One JSON line per event on stdout; one logger per level, however many apps a process builds. */
export function getLogger(level: string): Logger {
  let logger = loggers.get(level);
  if (!logger) {
    // Written from this thread (pino's default hands every write to libuv's thread pool, which cost a
    // request about 40 µs more).
    const stdout = pino.destination({
      dest: 1,
      sync: true,
      minLength: BATCH_BYTES,
      maxWrite: PIPE_BUF,
      periodicFlush: FLUSH_MS,
    });
    // Also when the process ends on an error: its last lines say why.
    process.once("exit", () => stdout.flushSync());
    logger = pino({ level, timestamp: pino.stdTimeFunctions.isoTime }, stdout);
    loggers.set(level, logger);
  }
  return logger;
}
