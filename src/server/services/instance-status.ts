import { readFileSync } from "node:fs";
import { count, isNull, max } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { listenApplicationName } from "#server/db/pg-listen.ts";
import { mailOutbox, pushSubscriptions } from "#server/db/schema.ts";
import { LIVE_CHANNEL } from "#server/live/topics.ts";
import { lastMailFailure } from "#server/mail/last-failure.ts";
import { lastReminderTick } from "#server/push/last-tick.ts";

// The console's Instance screen (docs/product.md#instance-and-backups): what an operator would otherwise
// look up with SQL or a shell.

const VERSION = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

type Ctx = Pick<ServerContext, "database" | "env" | "live">;

// Every instance holds one LISTEN connection for live updates, named for its channel: those open now are
// the instances serving this database. The embedded database has one process.
async function instancesListening(ctx: Ctx): Promise<number> {
  const database = databaseOf(ctx);
  if (database.kind === "pglite") return 1;
  const [row] = (await database.query(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1",
    [listenApplicationName(LIVE_CHANNEL)],
  )) as { n: number }[];
  return row?.n ?? 0;
}

async function databaseBytes(ctx: Ctx): Promise<number> {
  const [row] = (await databaseOf(ctx).query(
    "select pg_database_size(current_database())::bigint as bytes",
  )) as { bytes: string | number }[];
  return Number(row?.bytes ?? 0);
}

export async function readInstanceStatus(ctx: Ctx) {
  const { db, kind } = databaseOf(ctx);
  const [bytes, instances, [unsent], [push]] = await Promise.all([
    databaseBytes(ctx),
    instancesListening(ctx),
    db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
    db.select({ n: count(), lastSentAt: max(pushSubscriptions.lastSentAt) }).from(pushSubscriptions),
  ]);
  const failure = lastMailFailure();
  return {
    version: VERSION,
    uptimeSeconds: Math.floor(process.uptime()),
    database: { kind, bytes },
    instances,
    // This instance's only: each instance knows its own streams.
    liveStreams: ctx.live.subscriberCount(),
    mail: {
      transport: ctx.env.SMTP_URL ? ("smtp" as const) : ("dev-mailbox" as const),
      // The development mailbox keeps every mail in the outbox; SMTP sends at once and keeps none.
      waiting: unsent?.n ?? 0,
      lastFailure: failure && { at: failure.at.toISOString(), message: failure.message },
    },
    push: {
      reminders: ctx.env.REMINDERS === "on",
      vapidKeys:
        ctx.env.VAPID_PUBLIC_KEY && ctx.env.VAPID_PRIVATE_KEY ? ("settings" as const) : ("data-dir" as const),
      subscriptions: push?.n ?? 0,
      lastSentAt: push?.lastSentAt ? new Date(push.lastSentAt).toISOString() : null,
      // This instance's loop: every instance runs one.
      lastTickAt: lastReminderTick()?.toISOString() ?? null,
    },
  };
}

export type InstanceStatus = Awaited<ReturnType<typeof readInstanceStatus>>;
