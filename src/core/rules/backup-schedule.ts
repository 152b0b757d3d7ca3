// The scheduled backup's clock (docs/product.md#instance-and-backups): once a day at a time of day in UTC.
// Pure: the service brings the stored schedule, the runs and the time.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long after its time a day's backup may take before the console warns: a tick, a dump, a retry. */
export const BACKUP_GRACE_MS = 60 * 60 * 1000;

/** Fewest and most backups kept. */
export const KEEP_MIN = 1;
export const KEEP_MAX = 90;

/** "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface BackupScheduleRule {
  /** "HH:MM" UTC. */
  at: string;
  keep: number;
  /** When the schedule was last set: a time of day that passed before it does not count. */
  setAt: Date;
}

const minutesOf = (at: string) => {
  const [hours, minutes] = at.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The latest instant at or before `now` that is `at` o'clock UTC. */
export function lastDueAt(at: string, now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = midnight + minutesOf(at) * 60_000;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** The next instant after `now` that is `at` o'clock UTC. */
export const nextDueAt = (at: string, now: Date): Date => new Date(lastDueAt(at, now).getTime() + DAY_MS);

/**
 * The day's backup this instant asks for, if any: the latest due time, unless the schedule was set after it
 * (a schedule set at 10:00 for 09:00 first runs tomorrow).
 */
export function backupDue(schedule: BackupScheduleRule, now: Date): Date | undefined {
  const due = lastDueAt(schedule.at, now);
  return due.getTime() < schedule.setAt.getTime() ? undefined : due;
}

/**
 * Late: a due time passed more than BACKUP_GRACE_MS ago, and no backup finished since it (a backup taken by
 * hand counts). No schedule, never late.
 */
export function isBackupLate(
  schedule: BackupScheduleRule | null,
  lastBackupAt: Date | null,
  now: Date,
): boolean {
  if (!schedule) return false;
  const due = backupDue(schedule, new Date(now.getTime() - BACKUP_GRACE_MS));
  if (!due) return false;
  return !lastBackupAt || lastBackupAt.getTime() < due.getTime();
}
