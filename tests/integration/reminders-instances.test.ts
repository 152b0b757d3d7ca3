import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "#server/start-up.ts";
import { type Instances, startInstances } from "./support/instances.ts";
import { browserKeys, startPushService } from "./support/push-service.ts";
import { pgTestUrl } from "./support/test-db.ts";

// Two complete instances on one PostgreSQL, each with its own reminder loop, tick at the same moment: every
// device gets each reminder exactly once (docs/product.md#push-reminders: claimed delivery rows).

// 2025-01-10 00:00 UTC: a Friday, with its daily event and two world bosses; 15 minutes before.
const DUE = Date.parse("2025-01-09T23:45:00Z");
const PLAYERS = 3;
const DEVICES = 8;

describe.skipIf(!pgTestUrl)("push reminders on two instances", () => {
  let instances: Instances;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let clock = DUE - 60_000;

  beforeAll(async () => {
    push = await startPushService();
    // The push service listens on loopback, which pushes reach only when a setting names it.
    instances = await startInstances(2, { env: { PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" } });
    for (const server of instances.servers) server.ctx.now = () => new Date(clock);
  });
  afterAll(async () => {
    await instances?.stop();
    await push?.close();
  });

  it("sends each reminder to each device once", async () => {
    const endpoints: string[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const player = await instances.player(p % 2);
      expect(
        (
          await player.put("/api/reminders/settings", {
            kinds: ["daily-0", "daily-1", "daily-2", "daily-3", "bosses"],
            leadMinutes: 15,
          })
        ).status,
      ).toBe(200);
      for (let d = 0; d < DEVICES; d++) {
        const name = `p${p}-d${d}`;
        endpoints.push(name);
        const res = await player.post("/api/reminders/devices", {
          endpoint: push.endpoint(name),
          keys: browserKeys().keys,
          device: name,
        });
        expect(res.status).toBe(201);
      }
    }
    clock = DUE;
    const ticks = (server: RunningServer) => [1, 2, 3].map(() => server.reminders?.tick());
    const reports = await Promise.all(instances.servers.flatMap(ticks));
    const sent = reports.reduce((sum, r) => sum + (r?.sent ?? 0), 0);
    // One daily event and two bosses per device.
    expect(sent).toBe(PLAYERS * DEVICES * 3);
    for (const name of endpoints) expect(push.to(name), name).toHaveLength(3);
    expect(push.received).toHaveLength(PLAYERS * DEVICES * 3);
    const rows = (await instances.sql("select count(*)::int as n from reminder_deliveries")) as {
      n: number;
    }[];
    expect(rows[0]?.n).toBe(PLAYERS * DEVICES * 3);
  });
});
