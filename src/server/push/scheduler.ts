import {
  nextReminderTime,
  REMINDER_GRACE_MS,
  REMINDER_LEADS,
  reminderPayload,
  remindersDue,
} from "#core/rules/reminders.ts";
import type { ServerContext } from "#server/context.ts";
import { getLogger } from "#server/observability/logger.ts";
import {
  type ClaimedPush,
  claimReminder,
  forgetDevices,
  markSent,
  pruneDeliveries,
} from "#server/services/reminder-delivery.ts";
import type { PushSender } from "./sender.ts";

// Every instance runs this loop (docs/product.md#push-reminders): it wakes at the next reminder's time, or
// every 15 s at the latest, claims what fell due since it last looked and sends it. Claims are rows in the
// shared database, so instances never send one reminder twice; a reminder found more than
// REMINDER_GRACE_MS late (all instances were down) is dropped.

export const TICK_MS = 15_000;
const CONCURRENCY = 64;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface TickReport {
  sent: number;
  gone: number;
  failed: number;
}

export interface ReminderScheduler {
  /** Looks once at the clock (ctx.now) and sends what fell due; the loop calls it, tests too. */
  tick: () => Promise<TickReport>;
  stop: () => Promise<void>;
}

async function sendAll(pushes: ClaimedPush[], payload: string, send: PushSender, report: TickReport) {
  const gone: string[] = [];
  const sent: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pushes.length) {
      const push = pushes[next++] as ClaimedPush;
      const { outcome } = await send(push, payload);
      if (outcome === "gone") gone.push(push.subscriptionId);
      else if (outcome === "sent") sent.push(push.subscriptionId);
      else report.failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pushes.length) }, worker));
  report.sent += sent.length;
  report.gone += gone.length;
  return { gone, sent };
}

export function createReminderScheduler(
  ctx: ServerContext,
  send: PushSender,
  { loop = true }: { loop?: boolean } = {},
): ReminderScheduler {
  const log = getLogger(ctx.env.LOG_LEVEL);
  let checkedUpTo = ctx.now().getTime() - REMINDER_GRACE_MS;
  let prunedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickReport> | undefined;
  let stopped = false;

  const tickOnce = async (): Promise<TickReport> => {
    const now = ctx.now().getTime();
    // A clock set back (or a test's) looks again over the grace period; claims keep that from repeating.
    const from = Math.max(checkedUpTo > now ? 0 : checkedUpTo, now - REMINDER_GRACE_MS);
    checkedUpTo = now;
    const report: TickReport = { sent: 0, gone: 0, failed: 0 };
    const calendar = ctx.gameData.get().calendar;
    for (const lead of REMINDER_LEADS) {
      for (const due of remindersDue(from, now, lead, calendar)) {
        const pushes = await claimReminder(ctx, due);
        if (pushes.length === 0) continue;
        const { gone, sent } = await sendAll(pushes, JSON.stringify(reminderPayload(due)), send, report);
        await forgetDevices(ctx, gone);
        await markSent(ctx, sent, new Date(now));
      }
    }
    if (now - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now;
      await pruneDeliveries(ctx);
    }
    return report;
  };

  const tick = () => {
    running = (running ?? Promise.resolve(undefined)).then(tickOnce, tickOnce);
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    const now = ctx.now().getTime();
    const next = nextReminderTime(now, ctx.gameData.get().calendar);
    const wait = next === undefined ? TICK_MS : Math.min(TICK_MS, Math.max(0, next - now));
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => log.error({ err: error }, "reminders: tick failed"))
        .finally(schedule);
    }, wait);
  };
  if (loop) schedule();

  return {
    tick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
