import type { Server as HttpServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { serveAdminSocket } from "#server/admin/socket.ts";
import { createApp } from "#server/app.ts";
import { scryptPasswords } from "#server/auth/password-hashing.ts";
import { startBackupLoop } from "#server/backup-loop.ts";
import { linkPreviewPages } from "#server/cards/link-preview.ts";
import type { ServerContext } from "#server/context.ts";
import { adminSocketPath, makeOwnerOnly, pgliteDir } from "#server/data-dir.ts";
import { type Database, openPgliteDir, openPostgres } from "#server/db/client.ts";
import { sealDatabase } from "#server/db/context-database.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { createDiscordFeed } from "#server/discord/feed.ts";
import type { Env } from "#server/env.ts";
import { errorResponse, notFound } from "#server/errors.ts";
import { startExploreCatchUp, startStoredFormCatchUp } from "#server/explore/catch-up.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { createGameDataStore } from "#server/game-data/store.ts";
import { type OpenStreams, trackOpenStreams } from "#server/http/open-streams.ts";
import { startLiveHub } from "#server/live/hub.ts";
import { createMailSender } from "#server/mail/sender.ts";
import { pushHostPolicy } from "#server/push/address-policy.ts";
import { createReminderScheduler, type ReminderScheduler } from "#server/push/scheduler.ts";
import { createPushSender } from "#server/push/sender.ts";
import { loadVapidKeys } from "#server/push/vapid.ts";
import { followGameDataImports, loadLatestGameData } from "#server/services/game-data.ts";
import { storedGameImage } from "#server/services/game-data-images.ts";
import { sharedBuildPages } from "#server/shared-build-page/page.ts";
import { loadSharedBuildRenderer } from "#server/shared-build-page/renderer.ts";
import { mountGameImages, mountWebApp } from "#server/static.ts";

export interface RunningServer {
  port: number;
  ctx: ServerContext;
  /** The open database, for tests and benches; requests reach it only through ctx's services. */
  database: Database;
  /** The push reminders' loop (undefined with REMINDERS=off); tests drive its `tick` with their own clock. */
  reminders: ReminderScheduler | undefined;
  /** Stops taking requests, then closes the database and releases DATA_DIR. */
  stop: () => Promise<void>;
}

type Cleanup = () => unknown;

async function runCleanups(cleanups: Cleanup[]) {
  for (const cleanup of cleanups.toReversed()) await cleanup();
}

async function openDatabase(env: Env, cleanups: Cleanup[]): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  // Only one process may open the embedded database (docs/product.md#hosting): lock before opening.
  cleanups.push(lockDataDir(env.DATA_DIR));
  const database = await openPgliteDir(pgliteDir(env.DATA_DIR));
  // Files PGlite made before (a new database, a restore, an older version) may be world-readable.
  makeOwnerOnly(env.DATA_DIR);
  return database;
}

// Requests under way when a stop begins get this long to finish before their connections are cut.
const STOP_GRACE_MS = 5_000;

/** How long a client may take to send its headers, and its whole request. */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
}

// Node's defaults (60 s and 300 s) let slow clients hold connections for minutes
// (docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it); a browser
// sends headers and a request of at most 256 KB far faster. Both end once the request is in, so a response
// takes as long as it needs: a live stream (a GET with no body) and a streamed callable are not cut.
const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000 };

// Node checks the timeouts above every 30 s by default, which would let a slow client stay that much longer.
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
// An idle keep-alive connection is announced as kept 5 s (Node's default) and really kept this much longer.
// A client that reuses connections by the announcement (undici, so Node's fetch; a proxy in front) counts
// on the announced time with a timer that fires late when its process is busy, and sent a request into a
// connection closing at that moment: read ECONNRESET, once under a loaded run of the test suites. With Node's
// own 1 s buffer that race stayed open; at 10 s a client must be 15 s late to meet it (Node 24.6 and later;
// an older 24 ignores the option and keeps its 5 s).
const KEEP_ALIVE_BUFFER_MS = 10_000;

function listen(app: Hono, port: number, hostname: string | undefined, timeouts: HttpTimeouts) {
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve, reject) => {
    const serverOptions = {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      keepAliveTimeoutBuffer: KEEP_ALIVE_BUFFER_MS,
    };
    const server = serve({ fetch: app.fetch, port, hostname, serverOptions }, (info) =>
      resolve({ port: info.port, close: () => closeGracefully(server, streams) }),
    ) as HttpServer;
    const streams = trackOpenStreams(server);
    server.once("error", reject);
  });
}

function closeGracefully(server: HttpServer, streams: OpenStreams) {
  return new Promise<void>((done) => {
    const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
    server.close(() => {
      clearTimeout(cut);
      done();
    });
    // Idle keep-alive connections would hold the close open until they time out.
    server.closeIdleConnections();
    streams.endAll();
  });
}

/**
 * Lock, open and migrate the database, load the game data, then serve. Throws a message naming what stopped
 * it. `httpTimeouts` is for tests, which cannot wait for the real ones.
 */
export async function startServer(
  env: Env,
  { httpTimeouts = HTTP_TIMEOUTS }: { httpTimeouts?: HttpTimeouts } = {},
): Promise<RunningServer> {
  const cleanups: Cleanup[] = [];
  try {
    const database = await openDatabase(env, cleanups);
    cleanups.push(() => database.close());
    const gameData = createGameDataStore((await loadLatestGameData(database.db)) ?? loadGameDataFile());
    cleanups.push(await followGameDataImports(database, gameData));
    const live = await startLiveHub(database);
    cleanups.push(live.stop);
    const ctx: ServerContext = {
      env,
      database: sealDatabase(database),
      gameData,
      sendMail: createMailSender(env, database),
      now: () => new Date(),
      passwords: scryptPasswords,
      live,
      notify: (userId, topic = "me") => live.publish(userId, topic),
      announce: (userId, topic) => live.announce(userId, topic),
    };

    const root = new Hono();
    root.notFound((c) => errorResponse(notFound(), c));
    root.route("/", createApp(ctx));
    mountGameImages(root, undefined, (name) => storedGameImage(database.db, name));
    const drawSharedBuild = await loadSharedBuildRenderer(env.WEB_DIR);
    mountWebApp(
      root,
      env.WEB_DIR,
      linkPreviewPages(ctx),
      drawSharedBuild && sharedBuildPages(ctx, drawSharedBuild),
    );
    const http = await listen(root, env.PORT, env.HOST, httpTimeouts);
    cleanups.push(http.close);

    if (database.kind === "pglite") {
      cleanups.push(await serveAdminSocket(adminSocketPath(env.DATA_DIR), ctx));
    }
    // The VAPID keys are made (or read) now, so a first start leaves them in DATA_DIR.
    const reminders =
      env.REMINDERS === "on"
        ? createReminderScheduler(ctx, createPushSender(loadVapidKeys(env), pushHostPolicy(env)))
        : undefined;
    if (reminders) cleanups.push(reminders.stop);
    // Guilds' channel feeds (docs/product.md#hunter-lodge-in-discord): each instance ticks; claims post once.
    cleanups.push(createDiscordFeed(ctx).stop);
    cleanups.push(startExploreCatchUp(ctx));
    cleanups.push(startStoredFormCatchUp(ctx));
    cleanups.push(startBackupLoop(ctx));
    let stopping: Promise<void> | undefined;
    // The database itself is for the admin socket's callers and tests; requests reach it through ctx.
    return { port: http.port, ctx, database, reminders, stop: () => (stopping ??= runCleanups(cleanups)) };
  } catch (error) {
    await runCleanups(cleanups);
    throw error;
  }
}
