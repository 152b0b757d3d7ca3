import { describe, expect, it } from "vitest";
import type { RunningServer } from "#server/start-up.ts";
import { PASSWORD, registration } from "./support/accounts.ts";
import {
  INSTANCE_ORIGIN,
  type InstanceClient,
  instanceClient,
  twoInstancesPerSuite,
} from "./support/instances.ts";
import { sseReader } from "./support/sse.ts";
import { pgTestUrl } from "./support/test-db.ts";

type Stream = ReturnType<typeof sseReader>;

// docs/decisions.md#2026-11-24-a-live-stream-ends-with-its-session-and-a-user-holds-at-most-20: a session
// ended through one instance ends its streams on every instance.
describe.runIf(pgTestUrl)("live streams end with their session on every instance (two on PostgreSQL)", () => {
  const cluster = twoInstancesPerSuite();

  async function openStream(client: InstanceClient): Promise<Stream> {
    const res = await client.get("/api/live");
    expect(res.status).toBe(200);
    const stream = sseReader(res);
    expect((await stream.next(10_000))?.event).toBe("ready");
    return stream;
  }

  async function expectEnded(stream: Stream) {
    const frame = await stream.next(10_000);
    expect(frame?.event).toBe("closed");
    expect(JSON.parse(frame?.data ?? "{}")).toEqual({ reason: "session-ended" });
    expect(await stream.next(500)).toBeNull();
  }

  // A second device of the same account, signed in through `server`.
  async function signInOn(server: RunningServer, email: string): Promise<InstanceClient> {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: INSTANCE_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return instanceClient(server, cookie);
  }

  it("a sign-out through A ends that session's stream on B", async () => {
    const player = await cluster.player(0);
    const tabOnB = await openStream(player.on(cluster.servers[1]));
    expect((await player.post("/api/auth/sign-out", {})).status).toBe(200);
    await expectEnded(tabOnB);
  });

  it("a password change through A ends the other device's stream on B; the changing device streams on with its new cookie", async () => {
    const body = registration();
    const laptop = await cluster.player(0, body);
    const phone = await signInOn(cluster.servers[1], body.email);
    const phoneTab = await openStream(phone);

    const changed = await laptop.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "another-secret",
    });
    expect(changed.status).toBe(204);
    await expectEnded(phoneTab);

    const cookie = changed.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const renewed = await openStream(instanceClient(cluster.servers[1], cookie));
    const saved = await instanceClient(cluster.servers[0], cookie).post("/api/presets", {
      name: "After",
      filters: {},
    });
    expect(saved.status).toBe(201);
    expect((await renewed.next(10_000))?.event).toBe("change");
    await renewed.close();
  });
});
