import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import { readEnv } from "#server/env.ts";
import { backupsDir } from "#server/services/backup-files.ts";
import type { BackupStatus } from "#server/services/backup-schedule.ts";
import { readBackupStatus, runScheduledBackup } from "#server/services/backup-schedule.ts";
import type { InstanceStatus } from "#server/services/instance-status.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { registration } from "./support/accounts.ts";
import { INSTANCE_ORIGIN, type InstanceClient, instanceClient, startInstances } from "./support/instances.ts";
import { dirsRemovedAfterAll, freePort, removeDir, seedDataDir } from "./support/processes.ts";
import { sseReader } from "./support/sse.ts";
import { type DbKind, describeEachDb } from "./support/test-db.ts";

// The console's Instance screen and backups (docs/product.md#instance-and-backups), on real servers: a
// PGlite one in its own DATA_DIR, or two instances on one PostgreSQL sharing a DATA_DIR on this machine.

const DAY = 24 * 60 * 60 * 1000;
const VERSION = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
const dirs = dirsRemovedAfterAll();

interface Lodge {
  servers: RunningServer[];
  dataDir: string;
  sql: (text: string, params?: unknown[]) => Promise<unknown[]>;
  player: (index?: number) => Promise<InstanceClient & { id: string }>;
  stop: () => Promise<void>;
}

async function startPglite(): Promise<Lodge> {
  const dataDir = dirs.keep(await seedDataDir());
  const server = await startServer(
    readEnv({
      NODE_ENV: "test",
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      AUTH_SECRET: "instance-secret-instance-secret-0123",
      BASE_URL: INSTANCE_ORIGIN,
      RATE_LIMIT: "off",
    }),
  );
  const sql = (text: string, params?: unknown[]) => server.database.query(text, params);
  return {
    servers: [server],
    dataDir,
    sql,
    player: async () => {
      const reg = await instanceClient(server).post("/api/account/register", registration());
      expect(reg.status, await reg.clone().text()).toBe(201);
      const cookie = reg.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const { id } = (await reg.json()) as { id: string };
      await sql(`update "user" set email_verified = true where id = $1`, [id]);
      return { ...instanceClient(server, cookie), id };
    },
    stop: async () => {
      await server.stop();
      removeDir(dataDir);
    },
  };
}

async function startPostgres(): Promise<Lodge> {
  const dataDir = dirs.temp("hl-instance-");
  const instances = await startInstances(2, { env: { DATA_DIR: dataDir } });
  return { ...instances, dataDir };
}

type Answer = { instance: InstanceStatus; backups: BackupStatus };

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

describeEachDb("the console's Instance screen and backups (%s)", (kind: DbKind) => {
  const lodge = {} as Lodge;
  let admin: InstanceClient & { id: string };
  let adminName: string;

  beforeAll(async () => {
    Object.assign(lodge, kind === "pglite" ? await startPglite() : await startPostgres());
    admin = await lodge.player(0);
    await lodge.sql(`update "user" set role = 'admin' where id = $1`, [admin.id]);
    const [row] = (await lodge.sql(`select nickname from "user" where id = $1`, [admin.id])) as {
      nickname: string;
    }[];
    adminName = row?.nickname ?? "";
  }, 120_000);
  afterAll(() => lodge.stop?.());

  const backupFiles = () =>
    existsSync(backupsDir(lodge.dataDir)) ? readdirSync(backupsDir(lodge.dataDir)).sort() : [];
  const auditOf = async (action: string) =>
    (await lodge.sql(
      "select actor_id, actor_name, target_type, target_id, before, after from audit_log where action = $1 order by created_at, id",
      [action],
    )) as { actor_id: string; actor_name: string; before: unknown; after: unknown; target_id: string }[];
  const status = async (client: InstanceClient = admin) =>
    json<Answer>(await client.get("/api/admin/instance"));
  /** Waits until no backup is being written, as the screen does. */
  const settled = () =>
    vi.waitFor(
      async () => {
        const { backups } = await status();
        expect(backups.running).toBeNull();
        return backups;
      },
      { timeout: 30_000, interval: 100 },
    );

  it("answers what the instance is: version, database, instances, streams, mail and push", async () => {
    const stream = sseReader(
      await fetch(`http://127.0.0.1:${lodge.servers[0]?.port}/api/live`, {
        headers: { cookie: admin.cookie, origin: INSTANCE_ORIGIN, accept: "text/event-stream" },
      }),
    );
    expect((await stream.next())?.event).toBe("ready");
    // Each instance's reminders loop ticks on its own; one tick is enough to show.
    await lodge.servers[0]?.reminders?.tick();
    const { instance } = await status();
    await stream.close();
    expect(instance).toMatchObject({
      version: VERSION,
      database: { kind },
      instances: kind === "pglite" ? 1 : 2,
      mail: { transport: "dev-mailbox", lastFailure: null },
      push: { reminders: true, vapidKeys: "data-dir", subscriptions: 0, lastSentAt: null },
    });
    expect(instance.database.bytes).toBeGreaterThan(1024 * 1024);
    expect(instance.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(instance.push.lastTickAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(instance.liveStreams).toBeGreaterThanOrEqual(1);
    // Every registration's verification mail waits in the development mailbox.
    expect(instance.mail.waiting).toBeGreaterThanOrEqual(1);
  });

  it("refuses a player, a moderator and a visitor on every route, and changes nothing", async () => {
    const player = await lodge.player(0);
    const moderator = await lodge.player(0);
    await lodge.sql(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
    const visitor = instanceClient(lodge.servers[0] as RunningServer);
    const calls = (c: InstanceClient) => [
      c.get("/api/admin/instance"),
      c.put("/api/admin/instance/backups/schedule", { at: "03:00", keep: 3 }),
      c.del("/api/admin/instance/backups/schedule"),
      c.post("/api/admin/instance/backups"),
    ];
    for (const [client, code] of [
      [player, 403],
      [moderator, 403],
      [visitor, 401],
    ] as const) {
      for (const res of await Promise.all(calls(client))) expect(res.status).toBe(code);
    }
    const { backups } = await status();
    expect(backups).toMatchObject({ schedule: null, running: null, last: null });
    expect(await auditOf("backup.schedule")).toEqual([]);
    expect(backupFiles()).toEqual([]);
  });

  it("refuses a schedule that is not a time of day or keeps too few or too many, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{ at: "24:00", keep: 3 }, messages.backupTimeInvalid],
      [{ at: "3:00", keep: 3 }, messages.backupTimeInvalid],
      [{ at: "03:60", keep: 3 }, messages.backupTimeInvalid],
      [{ at: 300, keep: 3 }, messages.backupTimeInvalid],
      [{ at: "03:00", keep: 0 }, messages.backupKeepInvalid],
      [{ at: "03:00", keep: 91 }, messages.backupKeepInvalid],
      [{ at: "03:00", keep: 2.5 }, messages.backupKeepInvalid],
      [{ at: "03:00", keep: "3" }, messages.backupKeepInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put("/api/admin/instance/backups/schedule", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await status()).backups.schedule).toBeNull();
    expect(await auditOf("backup.schedule")).toEqual([]);
  });

  it("sets and clears the schedule, each in the audit log with before and after", async () => {
    const set = await json<BackupStatus>(
      await admin.put("/api/admin/instance/backups/schedule", { at: "03:00", keep: 2 }),
    );
    expect(set.schedule).toMatchObject({ at: "03:00", keep: 2 });
    expect(new Date(set.schedule?.nextAt ?? "").toISOString()).toMatch(/T03:00:00\.000Z$/);
    // Every instance reads the one schedule.
    expect((await status(admin.on(lodge.servers.at(-1) as RunningServer))).backups.schedule).toMatchObject({
      at: "03:00",
      keep: 2,
    });
    await json(await admin.put("/api/admin/instance/backups/schedule", { at: "04:30", keep: 5 }));
    const cleared = await json<BackupStatus>(await admin.del("/api/admin/instance/backups/schedule"));
    expect(cleared.schedule).toBeNull();
    expect(await auditOf("backup.schedule")).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor_name: adminName,
        before: null,
        after: { at: "03:00", keep: 2 },
      }),
      expect.objectContaining({ before: { at: "03:00", keep: 2 }, after: { at: "04:30", keep: 5 } }),
      expect.objectContaining({ before: { at: "04:30", keep: 5 }, after: null }),
    ]);
  });

  it("backs up now: the file in DATA_DIR/backups, its size on the screen, and the audit entry", async () => {
    const answers = await Promise.all([
      admin.post("/api/admin/instance/backups"),
      admin.on(lodge.servers.at(-1) as RunningServer).post("/api/admin/instance/backups"),
    ]);
    // Asked at once (of two instances on PostgreSQL), one writes and the other is refused while it does;
    // one that comes after the first finished is a backup of its own.
    for (const res of answers) {
      expect([202, 409]).toContain(res.status);
      if (res.status === 409)
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          messages.backupRunning,
        );
    }
    const taken = answers.filter((res) => res.status === 202).length;
    expect(taken).toBeGreaterThanOrEqual(1);
    const backups = await settled();
    expect(backups.lastFailure).toBeNull();
    const runs = (await lodge.sql(
      "select created_at as started, finished_at as finished from backup_runs order by created_at",
    )) as { started: Date; finished: Date }[];
    expect(runs).toHaveLength(taken);
    if (runs.length === 2)
      expect(runs[1]?.started.getTime()).toBeGreaterThanOrEqual(runs[0]?.finished.getTime() ?? 0);
    const files = backupFiles();
    expect(files).toHaveLength(taken);
    expect(backups.last?.file).toBe(join(backupsDir(lodge.dataDir), files.at(-1) as string));
    expect(backups.last?.bytes).toBe(readFileSync(backups.last?.file ?? "").length);
    expect(backups.last?.bytes).toBeGreaterThan(10_000);
    const entries = await auditOf("backup.run");
    expect(entries).toHaveLength(taken);
    for (const entry of entries)
      expect(entry).toMatchObject({ actor_id: admin.id, actor_name: adminName, target_type: "backup" });
  });

  it("shows a backup finishing as it reads as running or as written, never as neither", async () => {
    const ctx = (lodge.servers[0] as RunningServer).ctx;
    // Each round, one backup finishes while the screen reads: any moment may fall between its reads.
    for (let round = 0; round < 40; round++) {
      const [run] = (await lodge.sql(
        "insert into backup_runs (id, instance) values (gen_random_uuid()::text, 'racing') returning id",
      )) as { id: string }[];
      const [, ...seen] = await Promise.all([
        lodge.sql("update backup_runs set file = $2, bytes = 1, finished_at = now() where id = $1", [
          run?.id,
          `racing-${round}.backup`,
        ]),
        ...Array.from({ length: 6 }, () => readBackupStatus(ctx)),
      ]);
      for (const status of seen) expect(status.running ?? status.last, `round ${round}`).not.toBeNull();
    }
    await lodge.sql("delete from backup_runs where instance = 'racing'");
  });

  it("refuses to back up now while another instance writes a backup", async () => {
    await lodge.sql("insert into backup_runs (id, instance) values (gen_random_uuid()::text, 'elsewhere')");
    const res = await admin.post("/api/admin/instance/backups");
    expect(res.status).toBe(409);
    expect((await status()).backups.running).toMatchObject({ instance: "elsewhere" });
    await lodge.sql(
      "update backup_runs set finished_at = now(), error = 'stopped' where instance = 'elsewhere'",
    );
    expect((await status()).backups.running).toBeNull();
  });

  it("takes a day's scheduled backup once, on one instance, keeps the newest N and warns when one is late", async () => {
    await json(await admin.put("/api/admin/instance/backups/schedule", { at: "03:00", keep: 2 }));
    const before = backupFiles();
    const day = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const at = (days: number, hhmm: string) =>
      new Date(day + days * DAY + Date.parse(`1970-01-01T${hhmm}:00Z`));
    const on = (index: number, now: Date) => ({
      ...(lodge.servers[index] as RunningServer).ctx,
      now: () => now,
    });

    // Every instance ticks at 03:00 and again a minute later: one backup.
    const ticks = await Promise.all(
      [at(1, "03:00"), at(1, "03:01")].flatMap((now) =>
        lodge.servers.map((_, i) => runScheduledBackup(on(i, now))),
      ),
    );
    expect(ticks.filter(Boolean)).toHaveLength(1);
    const due = at(1, "03:00").toISOString();
    expect(await lodge.sql("select count(*)::int as n from backup_runs where due = $1", [due])).toEqual([
      { n: 1 },
    ]);
    const dated = (days: number) => at(days, "03:00").toISOString().slice(0, 10);
    expect(backupFiles().at(-1)).toContain(dated(1));
    const taken = await readBackupStatus(on(0, at(1, "05:00")));
    expect(taken).toMatchObject({ late: false, lastFailure: null });

    // No backup since the 3rd day's 03:00: late an hour after it, not before.
    expect((await readBackupStatus(on(0, at(2, "03:59")))).late).toBe(false);
    expect((await readBackupStatus(on(0, at(2, "04:01")))).late).toBe(true);
    // Set after today's time: not late today.
    expect((await readBackupStatus((lodge.servers[0] as RunningServer).ctx)).late).toBe(false);

    // Two more days: the oldest are removed, the newest two stay.
    expect(await runScheduledBackup(on(lodge.servers.length - 1, at(2, "04:01")))).toBeDefined();
    expect((await readBackupStatus(on(0, at(2, "04:02")))).late).toBe(false);
    expect(await runScheduledBackup(on(0, at(3, "03:00")))).toBeDefined();
    const files = backupFiles();
    expect(files).toHaveLength(2);
    expect(files.every((name) => !before.includes(name))).toBe(true);
    expect(files.map((name) => name.slice("hunter-lodge-".length, "hunter-lodge-".length + 10))).toEqual([
      dated(2),
      dated(3),
    ]);
  });

  it("shows a backup that failed with its reason, writes nothing elsewhere, and stays late", async () => {
    // A DATA_DIR whose backups folder cannot be made: a file stands where the folder would be.
    const blocked = join(lodge.dataDir, "blocked");
    writeFileSync(blocked, "");
    const before = backupFiles();
    const server = lodge.servers[0] as RunningServer;
    const day = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const at = (hhmm: string) => new Date(day + 5 * DAY + Date.parse(`1970-01-01T${hhmm}:00Z`));
    const broken = {
      ...server.ctx,
      env: { ...server.ctx.env, DATA_DIR: blocked, LOG_LEVEL: "silent" as const },
      now: () => at("03:00"),
    };
    expect(await runScheduledBackup(broken)).toBeDefined();
    const status = await readBackupStatus({ ...server.ctx, now: () => at("05:00") });
    expect(status.lastFailure?.error).toContain("ENOTDIR");
    expect(status.late).toBe(true);
    expect(backupFiles()).toEqual(before);
  });
});
