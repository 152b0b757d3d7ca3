import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushHostPolicy } from "#server/push/address-policy.ts";
import { createReminderScheduler, type ReminderScheduler } from "#server/push/scheduler.ts";
import { createPushSender } from "#server/push/sender.ts";
import { loadVapidKeys } from "#server/push/vapid.ts";
import { verifiedUser } from "./support/accounts.ts";
import { browserKeys, decryptPush, startPushService } from "./support/push-service.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Push reminders end to end (docs/product.md#push-reminders): a device subscribes through the API, the
// scheduler (driven by the app's fixed clock) claims the reminder and pushes it to a push service on
// loopback, and the test decrypts what arrived with the device's own keys (RFC 8291).

// Battle of Valor's team registration starts on cycle day 4: 2025-01-10 00:00 UTC. One hour before:
const DUE = Date.parse("2025-01-09T23:00:00Z");

describeEachDb("push reminders (%s)", (kind) => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let scheduler: ReminderScheduler;
  let player: TestClient;

  beforeAll(async () => {
    // The push service listens on loopback, which pushes reach only when a setting names it.
    t = await createTestApp(kind, {
      now: new Date(DUE - 10 * 60_000),
      env: { PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" },
    });
    push = await startPushService();
    scheduler = createReminderScheduler(
      t.ctx,
      createPushSender(loadVapidKeys(t.env), pushHostPolicy(t.env)),
      { loop: false },
    );
    player = (await verifiedUser(t)).client;
  });
  afterAll(async () => {
    await scheduler?.stop();
    await push?.close();
    await t?.destroy();
  });

  const subscribe = async (name: string, keys = browserKeys()) => {
    const res = await player.post("/api/reminders/devices", {
      endpoint: push.endpoint(name),
      keys: keys.keys,
      device: `Test ${name}`,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { keys, id: ((await res.json()) as { id: string }).id };
  };
  const devices = async () =>
    ((await (await player.get("/api/reminders")).json()) as { devices: { id: string; device: string }[] })
      .devices;

  it("pushes each reminder once at its time, encrypted for the device and signed with the VAPID key", async () => {
    const config = (await (await player.get("/api/reminders/config")).json()) as { publicKey: string };
    const phone = await subscribe("phone");
    const put = await player.put("/api/reminders/settings", { kinds: ["valor"], leadMinutes: 60 });
    expect(put.status).toBe(200);

    t.setNow(new Date(DUE - 1000));
    expect(await scheduler.tick()).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(push.to("phone")).toHaveLength(0);

    t.setNow(new Date(DUE));
    expect(await scheduler.tick()).toEqual({ sent: 1, gone: 0, failed: 0 });
    t.setNow(new Date(DUE + 20_000));
    await scheduler.tick();
    const [message, ...more] = push.to("phone");
    expect(more).toHaveLength(0);
    expect(message?.headers["content-encoding"]).toBe("aes128gcm");
    expect(message?.headers.ttl).toBe("86400");
    const authorization = String(message?.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization.split("k=")[1]).toBe(config.publicKey);
    const claims = JSON.parse(
      Buffer.from(authorization.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as { aud: string };
    expect(claims.aud).toBe(push.origin);

    const payload = JSON.parse(decryptPush(message?.body ?? Buffer.alloc(0), phone.keys)) as Record<
      string,
      string
    >;
    expect(payload).toEqual({
      title: "Team Registration starts in 1 hour",
      body: "Team Registration today.",
      icon: "/icons/event.svg",
      day: "2025-01-10",
      tag: "valor-1-20250110",
      dueAt: "2025-01-09T23:00:00.000Z",
    });
    expect((await devices()).map((d) => d.device)).toEqual(["Test phone"]);
  });

  it("sends only the chosen kinds, at the chosen lead time", async () => {
    await player.put("/api/reminders/settings", { kinds: ["bosses"], leadMinutes: 0 });
    const before = push.to("phone").length;
    // 2025-01-10 is a Friday: its world bosses at 00:00, its team registration phase reminded above.
    t.setNow(new Date("2025-01-10T00:00:00Z"));
    expect(await scheduler.tick()).toEqual({ sent: 2, gone: 0, failed: 0 });
    expect(push.to("phone").length - before).toBe(2);
  });

  it("removes a subscription the push service answers 410 for, and keeps the others", async () => {
    await player.put("/api/reminders/settings", {
      kinds: ["daily-0", "daily-1", "daily-2", "daily-3"],
      leadMinutes: 15,
    });
    await subscribe("tablet");
    push.answer("tablet", 410);
    t.setNow(new Date("2025-01-10T23:45:00Z"));
    expect(await scheduler.tick()).toEqual({ sent: 1, gone: 1, failed: 0 });
    expect(push.to("tablet")).toHaveLength(1);
    expect((await devices()).map((d) => d.device)).toEqual(["Test phone"]);
  });

  it("lets the player remove a device, and no one else", async () => {
    const laptop = await subscribe("laptop");
    const other = (await verifiedUser(t)).client;
    expect((await other.del(`/api/reminders/devices/${laptop.id}`)).status).toBe(404);
    expect((await player.del(`/api/reminders/devices/${laptop.id}`)).status).toBe(204);
    expect((await devices()).map((d) => d.device)).toEqual(["Test phone"]);
  });
});

describe("push reminders turned off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { REMINDERS: "off" } });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("says so in the config and refuses the rest", async () => {
    const { client } = await verifiedUser(t);
    const config = await client.get("/api/reminders/config");
    expect(await config.json()).toEqual({ enabled: false, publicKey: null });
    expect((await client.get("/api/reminders")).status).toBe(404);
  });
});
