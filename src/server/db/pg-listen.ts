import { randomUUID } from "node:crypto";
import { Socket } from "node:net";
import pg from "pg";
import { type Heartbeat, type ListenLiveness, startHeartbeat } from "./heartbeat.ts";

// Opening into a partition must fail rather than hang, or the retries would stop.
const OPEN_TIMEOUT_MS = 10_000;
const MAX_RETRY_MS = 30_000;

type Open = { client: pg.Client; socket: Socket; heartbeat: Heartbeat };

/** The LISTEN connection's name in pg_stat_activity: the Instance screen counts the instances by it. */
export const listenApplicationName = (channel: string) => `hunter-lodge listen ${channel}`;

/**
 * Says goodbye and destroys the socket at once: a graceful end waits for the server's answer, which a
 * silent connection never sends. Ending first tells pg the close is ours, not an error to report.
 */
function close({ client, socket, heartbeat }: Open): Promise<void> {
  heartbeat.stop();
  const ended = client.end().catch(() => undefined);
  socket.destroy();
  return ended;
}

/**
 * A LISTEN on a dedicated connection: pooled ones come and go, a LISTEN must stay. When it is lost it is
 * opened again with a growing delay, and `onConnection` hears of the loss and of the return. A loss the
 * server reports (restart, failover) ends the connection; one it cannot report (no FIN or RST) is caught by
 * the heartbeat: the connection NOTIFYs a channel only it listens on, and a beat not heard back in time
 * means nothing else is heard either.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnection: ((up: boolean) => void) | undefined,
  liveness: ListenLiveness,
): Promise<() => Promise<void>> {
  const heartbeatChannel = `hl_heartbeat_${randomUUID().replaceAll("-", "")}`;
  let stopped = false;
  let current: Open | undefined;
  let retry: NodeJS.Timeout | undefined;

  const retryIn = (delayMs: number) => {
    if (stopped) return;
    retry = setTimeout(() => void open(Math.min(delayMs * 2, MAX_RETRY_MS), false), delayMs);
  };
  const lose = (client: pg.Client) => {
    if (current?.client !== client) return;
    void close(current);
    current = undefined;
    if (!stopped) onConnection?.(false);
    retryIn(250);
  };

  const open = async (delayMs: number, first: boolean): Promise<void> => {
    const socket = new Socket();
    const client = new pg.Client({
      connectionString: url,
      stream: () => socket,
      // Named so operators (and tests) can find it in pg_stat_activity.
      application_name: listenApplicationName(channel),
      // The system's probes close a connection whose peer vanished, also while nothing is sent.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: OPEN_TIMEOUT_MS,
      query_timeout: OPEN_TIMEOUT_MS,
    });
    client.on("error", (error) => console.warn(`PostgreSQL closed the LISTEN connection: ${error.message}`));
    // Attached before the LISTEN: a notification may arrive in the same packet as its answer.
    let heartbeat: Heartbeat | undefined;
    client.on("notification", (n) => {
      if (n.channel === channel) onPayload(n.payload ?? "");
      else if (n.channel === heartbeatChannel) heartbeat?.heard();
    });
    try {
      await client.connect();
      await client.query(
        `listen ${pg.escapeIdentifier(heartbeatChannel)}; listen ${pg.escapeIdentifier(channel)}`,
      );
    } catch (error) {
      socket.destroy();
      // At start-up the caller hears of it; later, keep trying.
      if (first) throw error;
      retryIn(delayMs);
      return;
    }
    if (stopped) {
      socket.destroy();
      return;
    }
    // One beat at a time: on a silent connection they would pile up in pg's queue.
    let beating = false;
    const beat = () => {
      if (beating) return;
      beating = true;
      client
        .query("select pg_notify($1, '')", [heartbeatChannel])
        .catch(() => undefined)
        .finally(() => {
          beating = false;
        });
    };
    heartbeat = startHeartbeat(liveness, beat, () => {
      console.warn(`The LISTEN connection on ${channel} went silent: reconnecting`);
      lose(client);
    });
    client.on("end", () => lose(client));
    current = { client, socket, heartbeat };
    if (!first) onConnection?.(true);
  };

  await open(250, true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = current;
    current = undefined;
    if (last) await close(last);
  };
}
