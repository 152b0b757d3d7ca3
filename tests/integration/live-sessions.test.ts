import { expect, it } from "vitest";
import { PASSWORD, registration, signIn, verifiedUser } from "./support/accounts.ts";
import { type SseFrame, sseReader } from "./support/sse.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type Stream = ReturnType<typeof sseReader>;

// docs/decisions.md#2026-11-24-a-live-stream-ends-with-its-session-and-a-user-holds-at-most-20: a live stream
// lives no longer than its session, and one user holds at most MAX_STREAMS_PER_USER of them on an instance.
describeEachDb("live streams and sessions (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  async function openStream(client: TestClient): Promise<Stream> {
    const res = await client.get("/api/live");
    expect(res.status).toBe(200);
    const stream = sseReader(res);
    expect((await stream.next())?.event).toBe("ready");
    return stream;
  }

  // The last frame says why the stream ends; nothing follows it.
  async function expectClosed(stream: Stream, reason: string) {
    const frame = (await stream.next(5000)) as SseFrame | null;
    expect(frame?.event).toBe("closed");
    expect(JSON.parse(frame?.data ?? "{}")).toEqual({ reason });
    expect(await stream.next(500)).toBeNull();
  }

  async function expectChange(stream: Stream, client: TestClient) {
    const res = await client.post("/api/presets", { name: `P${Date.now()}`, filters: {} });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await stream.next(5000))?.event).toBe("change");
  }

  async function secondDevice(email: string) {
    const other = t.client();
    expect((await signIn(other, email)).status).toBe(200);
    return other;
  }

  it("ends a stream when its session signs out; the same user's other device keeps its stream", async () => {
    const alice = await verifiedUser(t);
    const phone = await secondDevice(alice.body.email);
    const laptopTab = await openStream(alice.client);
    const phoneTab = await openStream(phone);

    expect((await alice.client.post("/api/auth/sign-out", {})).status).toBe(200);
    await expectClosed(laptopTab, "session-ended");
    await expectChange(phoneTab, phone);
    await phoneTab.close();
  });

  it("ends the other devices' streams when a password change signs them out; the changing device streams on with its renewed cookie", async () => {
    const bob = await verifiedUser(t);
    const phone = await secondDevice(bob.body.email);
    const phoneTab = await openStream(phone);
    const laptopTab = await openStream(bob.client);

    const changed = await bob.client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "another-secret",
    });
    expect(changed.status).toBe(204);
    await expectClosed(phoneTab, "session-ended");
    // Its session was renewed too (better-auth ends them all): the tab's client reconnects with the new cookie.
    await expectClosed(laptopTab, "session-ended");
    expect((await phone.get("/api/live")).status).toBe(401);
    const renewed = await openStream(bob.client);
    await expectChange(renewed, bob.client);
    await renewed.close();
  });

  it("ends a stream whose session was deleted by a guest's registration", async () => {
    const guest = t.client();
    expect((await guest.post("/api/auth/sign-in/anonymous", {})).status).toBe(200);
    const tab = await openStream(guest);
    const reg = await guest.post("/api/account/register", registration());
    expect(reg.status, await reg.clone().text()).toBe(201);
    await expectClosed(tab, "session-ended");
  });

  it("closes a user's oldest stream, saying why, when one more than the cap opens", async () => {
    const carol = await verifiedUser(t);
    const tabs: Stream[] = [];
    for (let i = 0; i < 20; i++) tabs.push(await openStream(carol.client));
    const [oldest, ...kept] = tabs as [Stream, ...Stream[]];
    const newest = await openStream(carol.client);
    await expectClosed(oldest, "too-many-streams");
    await expect.poll(() => t.ctx.live.subscriberCount()).toBe(20);
    const res = await carol.client.post("/api/presets", { name: "Cap", filters: {} });
    expect(res.status).toBe(201);
    for (const tab of [...kept, newest]) expect((await tab.next(5000))?.event).toBe("change");
    for (const tab of [...kept, newest]) await tab.close();
  });
});
