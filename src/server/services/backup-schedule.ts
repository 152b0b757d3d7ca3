import { hostname } from "node:os";
import { and, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { messages } from "#core/messages.ts";
import { type BackupScheduleRule, backupDue, isBackupLate, nextDueAt } from "#core/rules/backup-schedule.ts";
import type { BackupScheduleInput } from "#core/schemas/instance.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { backupRuns, backupSchedule } from "#server/db/schema.ts";
import { conflict } from "#server/errors.ts";
import { getLogger } from "#server/observability/logger.ts";
import { type AuditActor, recordAudit } from "./audit-log.ts";
import { backupFileName, pruneBackups, writeBackup } from "./backup-files.ts";

// Backups from the console (docs/product.md#instance-and-backups): a daily schedule every instance's loop
// looks at, and "back up now". A scheduled backup is claimed by its due time (backup_runs.due is unique),
// so however many instances share the database, one alone writes it.

type Ctx = Pick<ServerContext, "database" | "env" | "now">;

/** This process as the runs name it: the operator finds the file on this machine, in its DATA_DIR. */
const INSTANCE_NAME = `${hostname()} (pid ${process.pid})`;

// A run not finished after this long died with its instance: it no longer counts as running.
const STALE_RUN_MS = 6 * 60 * 60 * 1000;
// Serializes "back up now" across instances: its check and its claim are one.
const BACKUP_NOW_LOCK = 727_002;

// Every backup this process is writing; a stop waits for them before the database closes.
const writing = new Set<Promise<void>>();
export const backupsWritten = () => Promise.allSettled([...writing]).then(() => undefined);

async function readRule(db: Db | Tx): Promise<BackupScheduleRule | null> {
  const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, 1));
  return row ? { at: row.at, keep: row.keep, setAt: row.updatedAt } : null;
}

type Run = typeof backupRuns.$inferSelect;

/** Writes the claimed run's backup and records how it went; a failure is kept on the run, never thrown. */
async function writeRun(ctx: Ctx, run: Run, keep: number | undefined): Promise<void> {
  const { db } = databaseOf(ctx);
  try {
    const { file, bytes } = await writeBackup(ctx, backupFileName(run.startedAt, run.id));
    await db.update(backupRuns).set({ file, bytes, finishedAt: ctx.now() }).where(eq(backupRuns.id, run.id));
    if (keep !== undefined) pruneBackups(ctx.env.DATA_DIR, keep);
  } catch (error) {
    const log = getLogger(ctx.env.LOG_LEVEL);
    log.error({ err: error }, "backup failed");
    // Nobody awaits a backup taken now: a database gone meanwhile is logged, never left unhandled.
    await db
      .update(backupRuns)
      .set({ error: (error as Error).message.slice(0, 2000), finishedAt: ctx.now() })
      .where(eq(backupRuns.id, run.id))
      .catch((failure: unknown) => log.error({ err: failure }, "backup: its failure could not be recorded"));
  }
}

function track(done: Promise<void>): Promise<void> {
  writing.add(done);
  return done.finally(() => writing.delete(done));
}

/**
 * One look at the schedule (the loop's tick; tests call it with their clock): when the day's time has
 * passed and no instance claimed it yet, claim it, write the backup and prune to `keep`. Returns the run
 * this instance wrote, if any.
 */
export async function runScheduledBackup(ctx: Ctx): Promise<string | undefined> {
  const { db } = databaseOf(ctx);
  const rule = await readRule(db);
  const due = rule && backupDue(rule, ctx.now());
  if (!rule || !due) return undefined;
  const [taken] = await db.select({ id: backupRuns.id }).from(backupRuns).where(eq(backupRuns.due, due));
  if (taken) return undefined;
  const [run] = await db
    .insert(backupRuns)
    .values({ due, instance: INSTANCE_NAME, startedAt: ctx.now() })
    .onConflictDoNothing()
    .returning();
  if (!run) return undefined;
  await track(writeRun(ctx, run, rule.keep));
  return run.id;
}

const runningSince = (ctx: Ctx) =>
  and(isNull(backupRuns.finishedAt), gt(backupRuns.startedAt, new Date(ctx.now().getTime() - STALE_RUN_MS)));

/**
 * "Back up now": claims a run and writes it after answering, so a long dump holds no request. Refused while
 * any backup (scheduled or not, on any instance) is being written. `written` settles when the file is.
 */
export async function startBackupNow(ctx: Ctx, actor: AuditActor) {
  const { db } = databaseOf(ctx);
  const { run, keep } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_NOW_LOCK})`);
    const [busy] = await tx.select({ id: backupRuns.id }).from(backupRuns).where(runningSince(ctx));
    if (busy) throw conflict(messages.backupRunning, "backup-running");
    const [claimed] = await tx
      .insert(backupRuns)
      .values({ instance: INSTANCE_NAME, startedAt: ctx.now() })
      .returning();
    const run = claimed as Run;
    await recordAudit(tx, {
      actor,
      action: "backup.run",
      target: { type: "backup", id: run.id },
      after: { instance: run.instance },
    });
    const [schedule] = await tx.select().from(backupSchedule).where(eq(backupSchedule.id, 1));
    return { run, keep: schedule?.keep };
  });
  return { id: run.id, written: track(writeRun(ctx, run, keep)) };
}

const scheduleView = (row: { at: string; keep: number } | undefined) =>
  row ? { at: row.at, keep: row.keep } : null;

/** Sets the daily time (UTC) and how many backups to keep; the audit log keeps the one before. */
export async function setBackupSchedule(ctx: Ctx, actor: AuditActor, input: BackupScheduleInput) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    const [before] = await tx.select().from(backupSchedule).where(eq(backupSchedule.id, 1)).for("update");
    const values = { at: input.at, keep: input.keep, updatedAt: ctx.now() };
    await tx
      .insert(backupSchedule)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: backupSchedule.id, set: values });
    await recordAudit(tx, {
      actor,
      action: "backup.schedule",
      target: { type: "backup-schedule", id: "daily" },
      before: scheduleView(before),
      after: scheduleView(values),
    });
  });
  return readBackupStatus(ctx);
}

/** No scheduled backups from now on; the files already written stay. */
export async function clearBackupSchedule(ctx: Ctx, actor: AuditActor) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    const [before] = await tx.delete(backupSchedule).where(eq(backupSchedule.id, 1)).returning();
    await recordAudit(tx, {
      actor,
      action: "backup.schedule",
      target: { type: "backup-schedule", id: "daily" },
      before: scheduleView(before),
      after: null,
    });
  });
  return readBackupStatus(ctx);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function latest(db: Db | Tx, where: SQL | undefined, by: AnyPgColumn): Promise<Run | undefined> {
  const [row] = await db.select().from(backupRuns).where(where).orderBy(desc(by)).limit(1);
  return row;
}

/** What the Instance screen and the console's front page show of backups. */
export async function readBackupStatus(ctx: Ctx) {
  const now = ctx.now();
  // One snapshot: read apart, a backup finishing between the reads showed neither running nor written.
  const { rule, running, last, failed } = await databaseOf(ctx).db.transaction(
    async (tx) => ({
      rule: await readRule(tx),
      running: await latest(tx, runningSince(ctx), backupRuns.startedAt),
      last: await latest(
        tx,
        and(isNotNull(backupRuns.file), isNotNull(backupRuns.finishedAt)),
        backupRuns.finishedAt,
      ),
      failed: await latest(tx, isNotNull(backupRuns.error), backupRuns.finishedAt),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const lastAt = last?.finishedAt ?? null;
  const failure = failed?.finishedAt && (!lastAt || failed.finishedAt > lastAt) ? failed : undefined;
  return {
    schedule: rule && { at: rule.at, keep: rule.keep, nextAt: nextDueAt(rule.at, now).toISOString() },
    running: running ? { startedAt: running.startedAt.toISOString(), instance: running.instance } : null,
    last:
      last && lastAt
        ? { at: lastAt.toISOString(), bytes: last.bytes ?? 0, file: last.file ?? "", instance: last.instance }
        : null,
    lastFailure: failure ? { at: iso(failure.finishedAt), error: failure.error ?? "" } : null,
    late: isBackupLate(rule, lastAt, now),
  };
}

export type BackupStatus = Awaited<ReturnType<typeof readBackupStatus>>;
