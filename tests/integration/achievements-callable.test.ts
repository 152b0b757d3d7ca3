import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import { RECALCULATION_LIMIT } from "#server/routes/functions.ts";
import { PASSWORD, register, verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const PATH = "/api/functions/recalculateAchievements";
const DATA = { appId: "hunter-lodge" };
type Variant = "json" | "stream";

const send = (client: TestClient, variant: Variant, init: RequestInit & { path?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  headers.set("accept", variant === "stream" ? "text/event-stream" : "application/json");
  return client.request(init.path ?? PATH, {
    method: "POST",
    body: JSON.stringify({ data: DATA }),
    ...init,
    headers,
  });
};

const framesOf = (text: string) =>
  text
    .split("\n\n")
    .filter(Boolean)
    .map((frame) => {
      expect(frame.startsWith("data: ")).toBe(true);
      return JSON.parse(frame.slice("data: ".length)) as Record<string, unknown>;
    });

/** The error a call answers with, read the way its variant delivers it. */
async function errorOf(res: Response, variant: Variant) {
  if (variant === "json") {
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return { http: res.status, ...((await res.json()) as { error: object }) };
  }
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  // Progress frames may come first; exactly one frame ends the stream, and it is the last.
  const frames = framesOf(await res.text());
  expect(frames.filter((f) => !("message" in f))).toEqual([frames.at(-1)]);
  return { http: res.status, ...(frames.at(-1) as { error: object }) };
}

const expected = (http: number, status: string, message: string, variant: Variant, details?: unknown) => ({
  http: variant === "json" ? http : 200,
  error: { status, message, ...(details === undefined ? {} : { details }) },
});

describeEachDb("the recalculateAchievements callable (%s)", (kind) => {
  let t: TestApp;
  let player: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    player = (await verifiedUser(t)).client;
  });
  afterAll(() => t.destroy());

  it("answers {result} as JSON, and streams progress frames then one result frame", async () => {
    const res = await send(player, "json");
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: Record<string, unknown> };
    expect(Object.keys(result).sort()).toEqual(["newlyUnlocked", "progress", "tiers"]);
    expect(result.newlyUnlocked).toEqual([]);

    const streamed = await send(player, "stream");
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const frames = framesOf(await streamed.text());
    expect(frames.slice(0, -1)).toEqual(
      ["hunters", "inventory", "presets", "account", "saving"].map((step, i) => ({
        message: { step, done: i + 1, total: 5 },
      })),
    );
    expect(frames.at(-1)).toEqual({ result: { ...result, newlyUnlocked: [] } });
  });

  it("accepts the session token as a bearer token instead of the cookie", async () => {
    const { body } = await register(t.client());
    const mail = t.lastMailTo(body.email);
    await t.client().get(mail?.link ?? "");
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: body.email, password: PASSWORD });
    const token = signIn.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const bearer = await send(t.client(), "json", { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);
    const forged = await send(t.client(), "json", { headers: { authorization: "Bearer not-a-session" } });
    expect(await errorOf(forged, "json")).toEqual(
      expected(401, "UNAUTHENTICATED", "Please sign in.", "json"),
    );
  });

  it("takes a bearer token alone without an Origin (a non-browser client); a cookie without the app's Origin is still refused", async () => {
    const { body } = await register(t.client());
    await t.client().get(t.lastMailTo(body.email)?.link ?? "");
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: body.email, password: PASSWORD });
    const token = signIn.headers.get("set-auth-token");
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const sdk = t.client({ origin: null });
    const bare = await send(sdk, "json", { headers: { authorization: `Bearer ${token}` } });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as { result: object }).result).toHaveProperty("newlyUnlocked", []);
    const foreign = await send(sdk, "stream", {
      headers: { authorization: `Bearer ${token}`, origin: "https://elsewhere.example" },
    });
    expect(framesOf(await foreign.text()).at(-1)).toHaveProperty("result.newlyUnlocked", []);

    const withCookie: Record<string, string>[] = [
      { cookie },
      { cookie, authorization: `Bearer ${token}` },
      { cookie, authorization: `Bearer ${token}`, origin: "https://evil.example" },
    ];
    for (const headers of withCookie) {
      const refused = await send(sdk, "json", { headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "bad-origin" } });
    }
  });

  describe.each(["json", "stream"] as const)("errors, %s variant", (variant) => {
    it.each([
      ["no data field", { body: JSON.stringify({ appId: "hunter-lodge" }) }, messages.invalidRequest],
      ["a body that is not JSON", { body: "{data:" }, messages.invalidRequest],
      ["a body that is not an object", { body: "[1]" }, messages.invalidRequest],
      ["another content type", { headers: { "content-type": "text/plain" } }, messages.invalidRequest],
      ["a GET", { method: "GET", body: null }, messages.invalidRequest],
      ["data without appId", { body: JSON.stringify({ data: {} }) }, messages.invalidRequest],
      [
        "another appId",
        { body: JSON.stringify({ data: { appId: "elsewhere" } }) },
        messages.callableWrongApp,
      ],
    ])("refuses %s as INVALID_ARGUMENT", async (_, init, message) => {
      const res = await send(player, variant, init);
      expect(await errorOf(res, variant)).toEqual(expected(400, "INVALID_ARGUMENT", message, variant));
    });

    it("refuses a caller without a session as UNAUTHENTICATED, an unverified one as PERMISSION_DENIED", async () => {
      const anonymous = await send(t.client(), variant);
      expect(await errorOf(anonymous, variant)).toEqual(
        expected(401, "UNAUTHENTICATED", "Please sign in.", variant),
      );
      const unverified = t.client();
      await register(unverified);
      const res = await send(unverified, variant);
      expect(await errorOf(res, variant)).toEqual(
        expected(403, "PERMISSION_DENIED", messages.emailNotVerified, variant),
      );
    });

    it("answers NOT_FOUND for a function that does not exist", async () => {
      const res = await send(player, variant, { path: "/api/functions/deleteEverything" });
      expect(await errorOf(res, variant)).toEqual(expected(404, "NOT_FOUND", "Function not found.", variant));
    });

    it("answers RESOURCE_EXHAUSTED past the per-player limit", async () => {
      const { client } = await verifiedUser(t);
      for (let i = 0; i < RECALCULATION_LIMIT.max; i++) expect((await send(client, "json")).status).toBe(200);
      const res = await send(client, variant);
      const answer = (await errorOf(res, variant)) as { error: { details: { retryAfter: number } } };
      expect(answer).toMatchObject(expected(429, "RESOURCE_EXHAUSTED", messages.tooManyAttempts, variant));
      expect(answer.error.details.retryAfter).toBeGreaterThan(0);
    });

    // A trigger makes the write fail with a chosen SQLSTATE, as the database itself would.
    it.each([
      ["40001", 409, "ABORTED", messages.callableAborted],
      ["57P03", 503, "UNAVAILABLE", messages.callableUnavailable],
      ["57014", 504, "DEADLINE_EXCEEDED", messages.callableDeadline],
      ["P0001", 500, "INTERNAL", messages.unknownError],
    ])("maps a database failure %s to %i %s and stores nothing", async (code, http, status, message) => {
      const { client } = await verifiedUser(t);
      const { query } = t.database;
      await query(`create function hl_fail_progress() returns trigger language plpgsql as $$
        begin raise exception 'progress refused' using errcode = '${code}'; end $$`);
      await query(
        "create trigger hl_fail_progress before insert on achievement_progress for each row execute function hl_fail_progress()",
      );
      // Only a fault of ours is logged.
      if (status === "INTERNAL") vi.mocked(console.error).mockImplementationOnce(() => undefined);
      const res = await send(client, variant);
      const answer = await errorOf(res, variant);
      await query("drop trigger hl_fail_progress on achievement_progress");
      await query("drop function hl_fail_progress");
      expect(answer).toEqual(expected(http, status, message, variant));
      expect(await (await client.get("/api/achievements")).json()).toMatchObject({ updatedAt: null });
    });
  });

  it("refuses a request from another origin before it reaches the function", async () => {
    const { client } = await verifiedUser(t);
    const foreign = await client.request(PATH, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ data: DATA }),
    });
    expect(foreign.status).toBe(403);
    expect(await client.get("/api/achievements").then((r) => r.json())).toMatchObject({ updatedAt: null });
  });
});
