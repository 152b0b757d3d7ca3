import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import { getLogger } from "#server/observability/logger.ts";
import { pushHostPolicy } from "#server/push/address-policy.ts";
import { createReminderScheduler, type ReminderScheduler } from "#server/push/scheduler.ts";
import { createPushSender } from "#server/push/sender.ts";
import { loadVapidKeys } from "#server/push/vapid.ts";
import { verifiedUser } from "./support/accounts.ts";
import { browserKeys, startDrippingPushService, startPushService } from "./support/push-service.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Push reminders against players who attack them (docs/security.md#push-reminders-each-promise-and-the-test-that-proves-it):
// a push service that never finishes its answer, endpoints inside the operator's network, and another
// player's endpoint registered as one's own.

// 15 minutes before Friday 2025-01-10 (its daily event and two world bosses), then before Saturday's and
// Sunday's daily events.
const FIRST = Date.parse("2025-01-09T23:45:00Z");
const LAST = Date.parse("2025-01-11T23:45:00Z");
const ROUNDS = [
  { at: FIRST, pushes: 3 },
  { at: Date.parse("2025-01-10T23:45:00Z"), pushes: 1 },
  { at: LAST, pushes: 1 },
];
// Then Monday 2025-01-13 (its daily event and two world bosses) and Tuesday.
const MONDAY = Date.parse("2025-01-12T23:45:00Z");
const TUESDAY = Date.parse("2025-01-13T23:45:00Z");
// Then Wednesday's daily event, for the endpoints of a name.
const WEDNESDAY = Date.parse("2025-01-14T23:45:00Z");
const DAILY = ["daily-0", "daily-1", "daily-2", "daily-3"];
const KINDS = ["daily-0", "daily-1", "daily-2", "daily-3", "bosses"];

type Devices = { devices: { device: string; lastSentAt: string | null }[] };

describeEachDb("push reminders under attack (%s)", (kind) => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let drip: Awaited<ReturnType<typeof startDrippingPushService>>;
  let scheduler: ReminderScheduler;
  // The same app as an operator runs it: no private address named.
  let strict: TestApp;

  beforeAll(async () => {
    strict = await createTestApp(kind, { now: new Date(WEDNESDAY - 60_000) });
    t = await createTestApp(kind, {
      now: new Date(FIRST - 10 * 60_000),
      env: { PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" },
    });
    push = await startPushService();
    drip = await startDrippingPushService();
    scheduler = createReminderScheduler(
      t.ctx,
      createPushSender(loadVapidKeys(t.env), pushHostPolicy(t.env)),
      { loop: false },
    );
  });
  afterAll(async () => {
    await scheduler?.stop();
    await drip?.close();
    await push?.close();
    await t?.destroy();
    await strict?.destroy();
  });

  const subscribe = async (
    player: TestClient,
    endpoint: string,
    device: string,
    keys = browserKeys().keys,
  ) => {
    const res = await player.post("/api/reminders/devices", { endpoint, keys, device });
    expect(res.status, await res.clone().text()).toBe(201);
  };
  const devicesOf = async (player: TestClient) =>
    (
      (await (await player.get("/api/reminders")).json()) as {
        devices: { device: string; endpoint: string }[];
      }
    ).devices;

  it("sends an honest device its reminders on time while another's push service drips its answer, and drops the dripping device after 3 timed-out ticks", async () => {
    const attacker = (await verifiedUser(t)).client;
    const player = (await verifiedUser(t)).client;
    for (const client of [attacker, player]) {
      expect((await client.put("/api/reminders/settings", { kinds: KINDS, leadMinutes: 15 })).status).toBe(
        200,
      );
    }
    await subscribe(attacker, drip.endpoint("stuck"), "Dripping");
    await subscribe(player, push.endpoint("honest"), "Honest");

    const ticks = [];
    let expected = 0;
    for (const round of ROUNDS) {
      t.setNow(new Date(round.at));
      // Each tick starts while the earlier ones still wait on the dripping answers.
      ticks.push(scheduler.tick());
      expected += round.pushes;
      await push.waitFor("honest", expected);
      expect(drip.open, "the dripping answers are still open").toBeGreaterThan(0);
    }
    const reports = await Promise.all(ticks);
    expect(reports).toEqual(ROUNDS.map((r) => ({ sent: r.pushes, gone: 0, failed: r.pushes })));
    expect(drip.requests).toBe(expected);
    await drip.allHungUp();

    const mine = (await (await player.get("/api/reminders")).json()) as Devices;
    expect(mine.devices.map((d) => [d.device, d.lastSentAt])).toEqual([
      ["Honest", new Date(LAST).toISOString()],
    ]);
    const theirs = (await (await attacker.get("/api/reminders")).json()) as Devices;
    expect(theirs.devices).toEqual([]);
  }, 30_000);

  it("starts the loop's next tick on time while one overruns, and logs the overrun", async () => {
    const warn = vi.spyOn(getLogger(t.env.LOG_LEVEL), "warn");
    const attacker = (await verifiedUser(t)).client;
    const player = (await verifiedUser(t)).client;
    for (const client of [attacker, player]) {
      expect((await client.put("/api/reminders/settings", { kinds: KINDS, leadMinutes: 15 })).status).toBe(
        200,
      );
    }
    await subscribe(attacker, drip.endpoint("stuck-again"), "Dripping");
    await subscribe(player, push.endpoint("on-time"), "Honest");
    const looping = createReminderScheduler(
      t.ctx,
      createPushSender(loadVapidKeys(t.env), pushHostPolicy(t.env)),
      {
        tickMs: 200,
      },
    );
    try {
      t.setNow(new Date(MONDAY));
      await push.waitFor("on-time", 3);
      // Monday's tick still waits on the dripping answer: only the overrun lets Tuesday's tick start.
      t.setNow(new Date(TUESDAY));
      await push.waitFor("on-time", 4);
      expect(drip.open).toBeGreaterThan(0);
      expect(warn).toHaveBeenCalledWith(
        { runningMs: 200 },
        "reminders: a tick is still running; the next one starts anyway",
      );
    } finally {
      await looping.stop();
      warn.mockRestore();
    }
    await drip.allHungUp();
  }, 30_000);

  it("refuses at registration an endpoint on every private, loopback, link-local or mapped address, and names inside the network", async () => {
    const player = (await verifiedUser(strict)).client;
    const inside = [
      "https://127.0.0.1/push/a",
      "http://127.0.0.1:9/push/a",
      "https://127.0.0.1:5432/",
      "https://0x7f000001/push/a",
      "https://2130706433/push/a",
      "https://127.1/push/a",
      "https://[::1]/push/a",
      "https://[::ffff:127.0.0.1]/push/a",
      "https://[::ffff:a00:1]/push/a",
      "https://[fd00::1]/push/a",
      "https://[fe80::1]/push/a",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/push/a",
      "https://172.16.0.1/push/a",
      "https://192.168.1.1/push/a",
      "https://100.64.0.1/push/a",
      "https://0.0.0.0/push/a",
      "https://[::]/push/a",
      "https://224.0.0.1/push/a",
      "https://localhost/push/a",
      "https://localhost./push/a",
      "https://api.localhost/push/a",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://postgres/push/a",
    ];
    for (const endpoint of inside) {
      const res = await player.post("/api/reminders/devices", {
        endpoint,
        keys: browserKeys().keys,
        device: "Inside",
      });
      expect(res.status, endpoint).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, endpoint).toBe(
        messages.pushServiceRefused,
      );
    }
    expect(await devicesOf(player)).toEqual([]);
    await subscribe(player, "https://fcm.googleapis.com/fcm/send/abc:def", "Chrome");
    expect((await devicesOf(player)).map((d) => d.device)).toEqual(["Chrome"]);
  });

  it("refuses at send time a name that resolves to loopback, drops its device, and reaches it only where a setting names loopback", async () => {
    // A stand-in for DNS: the name passes registration, and answers with loopback when the push is sent.
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    const byName = (name: string) => push.endpoint(name).replace("127.0.0.1", "rebind.example.com");

    const player = (await verifiedUser(strict)).client;
    await player.put("/api/reminders/settings", { kinds: DAILY, leadMinutes: 15 });
    await subscribe(player, byName("rebound"), "Rebound");
    const guarded = createReminderScheduler(
      strict.ctx,
      createPushSender(loadVapidKeys(strict.env), pushHostPolicy(strict.env), { resolve }),
      { loop: false },
    );
    strict.setNow(new Date(WEDNESDAY));
    expect((await guarded.tick()).sent).toBe(0);
    await guarded.stop();
    expect(push.to("rebound")).toEqual([]);
    expect(await devicesOf(player)).toEqual([]);

    const allowed = (await verifiedUser(t)).client;
    await allowed.put("/api/reminders/settings", { kinds: DAILY, leadMinutes: 15 });
    await subscribe(allowed, byName("named"), "Named");
    const lab = createReminderScheduler(
      t.ctx,
      createPushSender(loadVapidKeys(t.env), pushHostPolicy(t.env), { resolve }),
      { loop: false },
    );
    t.setNow(new Date(WEDNESDAY));
    await lab.tick();
    await lab.stop();
    expect(push.to("named")).toHaveLength(1);
  });

  it("keeps a device with the account that registered it unless the other account brings its keys", async () => {
    const owner = (await verifiedUser(t)).client;
    const other = (await verifiedUser(t)).client;
    const endpoint = push.endpoint("owned");
    const keys = browserKeys().keys;
    await subscribe(owner, endpoint, "Owner's phone", keys);

    const taken = await other.post("/api/reminders/devices", {
      endpoint,
      keys: browserKeys().keys,
      device: "Not mine",
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe("device-taken");
    expect((await devicesOf(owner)).map((d) => d.device)).toEqual(["Owner's phone"]);
    expect(await devicesOf(other)).toEqual([]);

    // The owner's own browser subscribing again with new keys replaces its row.
    const renewed = browserKeys().keys;
    await subscribe(owner, endpoint, "Owner's phone", renewed);
    expect((await devicesOf(owner)).map((d) => d.device)).toEqual(["Owner's phone"]);

    // The same browser signed in to another account: it holds the subscription's keys.
    await subscribe(other, endpoint, "Same browser", renewed);
    expect(await devicesOf(owner)).toEqual([]);
    expect((await devicesOf(other)).map((d) => d.device)).toEqual(["Same browser"]);
  });
});
