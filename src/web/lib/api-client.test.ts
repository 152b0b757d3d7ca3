import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import { ApiError, api, call, encoded, getErrorMessage, isApiError } from "./api-client.ts";

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
      }),
  );

const requestOf = (fetch: ReturnType<typeof vi.fn>) => {
  const [input, init] = fetch.mock.calls[0] as unknown as [RequestInfo | URL, RequestInit];
  return { url: String(input), init };
};

describe("api client", () => {
  it("returns the parsed JSON of a success and sends JSON bodies with our cookies", async () => {
    const fetch = json(200, { id: "u1" });
    vi.stubGlobal("fetch", fetch);
    const avatar = { photoURL: "/a.svg", avatarBgColor: "#000000" };
    await expect(call(api.me.avatar.$put({ json: avatar }))).resolves.toEqual({ id: "u1" });
    const { url, init } = requestOf(fetch);
    expect(url).toBe("/api/me/avatar");
    expect(init.method).toBe("PUT");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe(JSON.stringify(avatar));
  });

  it("fills path parameters, encoded", async () => {
    const fetch = json(204, undefined);
    vi.stubGlobal("fetch", fetch);
    await expect(
      call(api.hunters[":id"].$delete({ param: encoded({ id: "a/b" }) })),
    ).resolves.toBeUndefined();
    expect(requestOf(fetch).url).toBe("/api/hunters/a%2Fb");
  });

  it("throws the server's error code, message and details", async () => {
    vi.stubGlobal(
      "fetch",
      json(429, { error: { code: "feedback-locked", message: "locked", details: { daysRemaining: 3 } } }),
    );
    const error = await call(api.feedback.$post({ json: { type: "bug", text: "x" } })).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error, 429)).toBe(true);
    expect(error).toMatchObject({
      code: "feedback-locked",
      message: "locked",
      details: { daysRemaining: 3 },
    });
  });

  it("turns a body without our error shape or a network failure into the unknown-error text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    const bad = await call(api.me.$get()).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 502, code: "http-502", message: messages.unknownError });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    const offline = await call(api.me.$get()).catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: "network", message: messages.unknownError });

    // A device that knows it has no network says so
    // (docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers).
    vi.stubGlobal("navigator", { onLine: false });
    const known = await call(api.me.$get()).catch((e: unknown) => e);
    expect(known).toMatchObject({ status: 0, code: "network", message: messages.youAreOffline });
  });
});

describe("getErrorMessage", () => {
  it("reads ApiError and Error messages and falls back for anything else", () => {
    expect(getErrorMessage(new ApiError(409, "conflict", messages.nicknameTaken))).toBe(
      messages.nicknameTaken,
    );
    expect(getErrorMessage(new Error("boom"))).toBe("boom");
    expect(getErrorMessage("text")).toBe(messages.unknownError);
    expect(getErrorMessage(null, messages.feedbackFailed)).toBe(messages.feedbackFailed);
  });
});
