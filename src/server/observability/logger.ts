import { type Logger, pino } from "pino";

export type { Logger };

const loggers = new Map<string, Logger>();

/** One JSON line per event on stdout; one logger per level, however many apps a process builds. */
export function getLogger(level: string): Logger {
  let logger = loggers.get(level);
  if (!logger) {
    logger = pino({ level, timestamp: pino.stdTimeFunctions.isoTime });
    loggers.set(level, logger);
  }
  return logger;
}
