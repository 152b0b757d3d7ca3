import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { BODY_LIMIT_BYTES } from "#server/http/body.ts";
import { registration, verifiedUser } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = 64 * 1024;

/** A 100 MB JSON-looking body produced on demand, counting how much of it the server pulled. */
function hugeBody() {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode(`{"email":"${"x".repeat(CHUNK - 11)}`.slice(0, CHUNK));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= HUNDRED_MB) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describeEachDb("body limit (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const refused = async (res: Response) => {
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "too-large", message: messages.requestTooLarge } });
  };

  it("refuses a 100 MB registration announced by Content-Length without reading it", async () => {
    const { stream, pulled } = hugeBody();
    const res = await t.client().request("/api/account/register", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(HUNDRED_MB) },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await refused(res);
    expect(pulled.bytes).toBeLessThanOrEqual(2 * CHUNK);
  });

  it("refuses a chunked 100 MB body as soon as it passes the limit", async () => {
    const { stream, pulled } = hugeBody();
    const res = await t.client().request("/api/account/register", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await refused(res);
    expect(pulled.bytes).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 2 * CHUNK);
  });

  it.each([
    ["better-auth's sign-in", "/api/auth/sign-in/email"],
    ["the callable", "/api/functions/recalculateAchievements"],
    ["a hunter save", "/api/hunters"],
  ])("covers %s", async (_, path) => {
    const { client } = await verifiedUser(t);
    const res = await client.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: "x".repeat(BODY_LIMIT_BYTES) }),
    });
    await refused(res);
  });

  it("still takes a body just under the limit to its route", async () => {
    const body = registration({ padding: "x".repeat(BODY_LIMIT_BYTES - 1000) });
    const res = await t.client().post("/api/account/register", body);
    expect(res.status).toBe(201);
  });
});
