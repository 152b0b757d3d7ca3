import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { CallableError, type CallableOptions, httpsCallable } from "#web/lib/callable.ts";
import { PASSWORD, register, verifiedUser } from "./support/accounts.ts";
import { closedAddress, startCallableServer } from "./support/callable-server.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./support/test-app.ts";

// The web app's callable client (docs/product.md#callable-protocol) against a real HTTP server, through Node's fetch.
describe("httpsCallable against a real server", () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startCallableServer>>;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp("pglite");
    server = await startCallableServer(t);
    const { client } = await verifiedUser(t);
    cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  });
  afterAll(async () => {
    await server.stop();
    await t.destroy();
  });

  // Node's fetch keeps no cookies and sends no Origin: the browser's would.
  const callable = <R = unknown>(name: string, options: CallableOptions & { signedIn?: boolean } = {}) => {
    const { signedIn = true, ...rest } = options;
    const headers = { origin: TEST_BASE_URL, ...(signedIn ? { cookie } : {}), ...rest.headers };
    return httpsCallable<unknown, R>(name, { baseUrl: server.baseUrl, ...rest, headers });
  };
  const recalculate = (options?: Parameters<typeof callable>[1]) =>
    callable<{ progress: object; tiers: object; newlyUnlocked: unknown[] }>(
      "recalculateAchievements",
      options,
    );
  const DATA = { appId: "hunter-lodge" };

  async function failure(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CallableError);
    const { code, message, details } = error as CallableError;
    return { code, message, details };
  }

  it("returns the result, with the session cookie or as a bearer token", async () => {
    const { data } = await recalculate()(DATA);
    expect(Object.keys(data).sort()).toEqual(["newlyUnlocked", "progress", "tiers"]);

    const { body } = await register(t.client());
    await t.client().get(t.lastMailTo(body.email)?.link ?? "");
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: body.email, password: PASSWORD });
    const token = signIn.headers.get("set-auth-token");
    const bearer = recalculate({ signedIn: false, headers: { authorization: `Bearer ${token}` } });
    expect((await bearer(DATA)).data.newlyUnlocked).toEqual([]);
  });

  it("streams progress messages to onMessage, then returns the result", async () => {
    const seen: unknown[] = [];
    const { data } = await recalculate()(DATA, { onMessage: (m) => seen.push(m) });
    expect(seen).toEqual(
      ["hunters", "inventory", "presets", "account", "saving"].map((step, i) => ({
        step,
        done: i + 1,
        total: 5,
      })),
    );
    expect(data.newlyUnlocked).toEqual([]);
  });

  it.each([false, true])(
    "turns the real server's refusals into CallableErrors (streaming: %s)",
    async (stream) => {
      const opts = stream ? { onMessage: () => undefined } : {};
      expect(await failure(recalculate({ signedIn: false })(DATA, opts))).toEqual({
        code: "unauthenticated",
        message: "Please sign in.",
        details: undefined,
      });
      expect(await failure(recalculate()({ appId: "elsewhere" }, opts))).toMatchObject({
        code: "invalid-argument",
        message: messages.callableWrongApp,
      });
      expect(await failure(callable("noSuchFunction")(DATA, opts))).toMatchObject({ code: "not-found" });
      const unverified = t.client();
      await register(unverified);
      const unverifiedCookie = [...unverified.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const asUnverified = recalculate({ signedIn: false, headers: { cookie: unverifiedCookie } });
      expect(await failure(asUnverified(DATA, opts))).toMatchObject({
        code: "permission-denied",
        message: messages.emailNotVerified,
      });
      // The origin check answers in the API's own shape: the HTTP status alone decides, its message shows.
      const foreign = recalculate({ headers: { origin: "https://evil.example" } });
      expect(await failure(foreign(DATA, opts))).toMatchObject({ code: "permission-denied" });
    },
  );

  it.each([
    [400, "invalid-argument"],
    [401, "unauthenticated"],
    [403, "permission-denied"],
    [404, "not-found"],
    [409, "aborted"],
    [429, "resource-exhausted"],
    [499, "cancelled"],
    [500, "internal"],
    [501, "unimplemented"],
    [503, "unavailable"],
    [504, "deadline-exceeded"],
    [418, "unknown"],
    [502, "unknown"],
  ])("maps HTTP %i without an error body to %s", async (status, code) => {
    expect(await failure(callable(`status/${status}`)(DATA))).toEqual({
      code,
      message: code,
      details: undefined,
    });
  });

  it("maps no reply at all (status 0) to internal", async () => {
    const offline = httpsCallable("recalculateAchievements", { baseUrl: await closedAddress() });
    expect(await failure(offline(DATA))).toEqual({
      code: "internal",
      message: "internal",
      details: undefined,
    });
  });

  it("lets the body's error status, message and details override the HTTP status", async () => {
    expect(await failure(callable("errorInBody")(DATA))).toEqual({
      code: "not-found",
      message: "Gone fishing.",
      details: { pond: 3 },
    });
    expect(await failure(callable("errorIn200")(DATA))).toMatchObject({
      code: "unavailable",
      message: "Busy.",
    });
    expect(await failure(callable("unknownStatusName")(DATA))).toEqual({
      code: "internal",
      message: "internal",
      details: undefined,
    });
  });

  it("reads data, else result, and refuses a reply that is not a JSON object or has neither", async () => {
    expect((await callable("dataField")(DATA)).data).toBe(7);
    expect((await callable("nullResult")(DATA)).data).toBeNull();
    expect(await failure(callable("plainText")(DATA))).toMatchObject({
      code: "internal",
      message: messages.invalidJson,
    });
    expect(await failure(callable("jsonArray")(DATA))).toMatchObject({
      code: "internal",
      message: messages.invalidJson,
    });
    expect(await failure(callable("noData")(DATA))).toMatchObject({
      code: "internal",
      message: messages.missingData,
    });
  });

  it("gives deadline-exceeded when the reply takes longer than the timeout", async () => {
    expect(await failure(callable("slow", { timeout: 100 })(DATA))).toMatchObject({
      code: "deadline-exceeded",
    });
    const seen: unknown[] = [];
    const stalled = callable("streamStall", { timeout: 300 })(DATA, { onMessage: (m) => seen.push(m) });
    expect(await failure(stalled)).toMatchObject({ code: "deadline-exceeded" });
    expect(seen).toEqual(["started"]);
  });

  it("gives cancelled, 'Request was cancelled.', when the caller aborts before or during the call", async () => {
    const before = new AbortController();
    before.abort();
    const cancelled = { code: "cancelled", message: messages.requestCancelled, details: undefined };
    expect(await failure(callable("slow")(DATA, { signal: before.signal }))).toEqual(cancelled);
    const during = new AbortController();
    setTimeout(() => during.abort(), 100);
    expect(await failure(callable("slow")(DATA, { signal: during.signal }))).toEqual(cancelled);
    const streaming = new AbortController();
    const call = callable("streamStall")(DATA, {
      signal: streaming.signal,
      onMessage: () => streaming.abort(),
    });
    expect(await failure(call)).toEqual(cancelled);
  });

  it("reads stream frames past comments, other fields and CRLF; an error frame or a missing result fails", async () => {
    const seen: unknown[] = [];
    const onMessage = (m: unknown) => seen.push(m);
    expect((await callable("streamOdd")(DATA, { onMessage })).data).toBe("done");
    expect(seen).toEqual(["a"]);
    expect(await failure(callable("streamError")(DATA, { onMessage }))).toEqual({
      code: "aborted",
      message: "Try later.",
      details: [1],
    });
    expect(await failure(callable("streamNoResult")(DATA, { onMessage }))).toMatchObject({
      code: "internal",
      message: messages.missingData,
    });
    // A server that answers a streaming call with plain JSON is still understood.
    expect((await callable("dataField")(DATA, { onMessage })).data).toBe(7);
  });
});
