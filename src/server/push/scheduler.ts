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
  countTimeouts,
  forgetDevices,
  markSent,
  pruneDeliveries,
} from "#server/services/reminder-delivery.ts";
import { recordReminderTick } from "./last-tick.ts";
import type { PushSender } from "./sender.ts";

// Every instance runs this loop (docs/product.md#push-reminders): it wakes at the next reminder's time, or
// every 15 s at the latest, claims what fell due since it last looked and sends it. Claims are rows in the
// shared database, so instances never send one reminder twice; a reminder found more than
// REMINDER_GRACE_MS late (all instances were down) is dropped.
//
// One player must not be able to hold everyone's reminders (docs/security.md#push-reminders-each-promise-and-the-test-that-proves-it):
// every send has a deadline (sender.ts), each push service host has its own lane so a slow one holds only
// its own sends, and a tick that overruns is logged while the next one starts on time.

const TICK_MS = 15_000;
// Sends under way to one push service host; the agents keep as many connections to it.
const LANE_SIZE = 64;
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

interface Delivery {
  push: ClaimedPush;
  payload: string;
}

/** Each device's outcome; a device's id is in `timedOut` only if none of its pushes was answered in time. */
interface Outcomes {
  sent: Set<string>;
  forget: Set<string>;
  timedOut: Set<string>;
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return "";
  }
};

async function sendAll(deliveries: Delivery[], send: PushSender, report: TickReport): Promise<Outcomes> {
  const lanes = new Map<string, Delivery[]>();
  for (const delivery of deliveries) {
    const host = hostOf(delivery.push.endpoint);
    const lane = lanes.get(host);
    if (lane) lane.push(delivery);
    else lanes.set(host, [delivery]);
  }
  const outcomes: Outcomes = { sent: new Set(), forget: new Set(), timedOut: new Set() };
  const answered = new Set<string>();
  const runLane = async (lane: Delivery[]) => {
    let next = 0;
    const worker = async () => {
      while (next < lane.length) {
        const { push, payload } = lane[next++] as Delivery;
        const { outcome } = await send(push, payload);
        const id = push.subscriptionId;
        if (outcome === "timeout") outcomes.timedOut.add(id);
        else answered.add(id);
        if (outcome === "sent") {
          report.sent++;
          outcomes.sent.add(id);
        } else if (outcome === "gone") {
          report.gone++;
          outcomes.forget.add(id);
        } else {
          report.failed++;
          if (outcome === "refused") outcomes.forget.add(id);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(LANE_SIZE, lane.length) }, worker));
  };
  await Promise.all([...lanes.values()].map(runLane));
  for (const id of answered) outcomes.timedOut.delete(id);
  return outcomes;
}

export function createReminderScheduler(
  ctx: ServerContext,
  send: PushSender,
  { loop = true, tickMs = TICK_MS }: { loop?: boolean; tickMs?: number } = {},
): ReminderScheduler {
  const log = getLogger(ctx.env.LOG_LEVEL);
  let checkedUpTo = ctx.now().getTime() - REMINDER_GRACE_MS;
  let prunedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<TickReport>>();
  let stopped = false;

  const tickOnce = async (): Promise<TickReport> => {
    const now = ctx.now().getTime();
    // A clock set back (or a test's) looks again over the grace period; claims keep that from repeating.
    // The window is taken before the first await, so ticks that overlap never look at the same minutes.
    const from = Math.max(checkedUpTo > now ? 0 : checkedUpTo, now - REMINDER_GRACE_MS);
    checkedUpTo = now;
    const report: TickReport = { sent: 0, gone: 0, failed: 0 };
    const calendar = ctx.gameData.get().calendar;
    const deliveries: Delivery[] = [];
    for (const lead of REMINDER_LEADS) {
      for (const due of remindersDue(from, now, lead, calendar)) {
        const payload = JSON.stringify(reminderPayload(due));
        for (const push of await claimReminder(ctx, due)) deliveries.push({ push, payload });
      }
    }
    if (deliveries.length > 0) {
      const outcomes = await sendAll(deliveries, send, report);
      await forgetDevices(ctx, [...outcomes.forget]);
      await markSent(ctx, [...outcomes.sent], new Date(now));
      const dropped = await countTimeouts(ctx, [...outcomes.timedOut]);
      if (dropped > 0)
        log.warn({ dropped }, "reminders: dropped devices whose push service never answered in time");
    }
    if (now - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now;
      await pruneDeliveries(ctx);
    }
    recordReminderTick(new Date(now));
    return report;
  };

  const tick = () => {
    const ticking = tickOnce().finally(() => running.delete(ticking));
    running.add(ticking);
    return ticking;
  };

  const schedule = () => {
    if (stopped) return;
    const now = ctx.now().getTime();
    const next = nextReminderTime(now, ctx.gameData.get().calendar);
    const wait = next === undefined ? tickMs : Math.min(tickMs, Math.max(0, next - now));
    timer = setTimeout(loopTick, wait);
  };

  // The next tick waits for this one only up to tickMs: a tick still running then is logged, and left to
  // finish beside the next (claims keep them from sending anything twice).
  const loopTick = () => {
    const started = performance.now();
    let movedOn = false;
    const moveOn = () => {
      if (movedOn) return;
      movedOn = true;
      schedule();
    };
    const overrun = setTimeout(() => {
      log.warn({ runningMs: tickMs }, "reminders: a tick is still running; the next one starts anyway");
      moveOn();
    }, tickMs);
    overrun.unref();
    tick()
      .then((report) => {
        const ms = Math.round(performance.now() - started);
        if (ms > tickMs) log.warn({ ms, ...report }, "reminders: a tick overran");
      })
      .catch((error: unknown) => log.error({ err: error }, "reminders: tick failed"))
      .finally(() => {
        clearTimeout(overrun);
        moveOn();
      });
  };
  if (loop) schedule();

  return {
    tick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
