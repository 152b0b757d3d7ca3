import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import { ApiError, api, getErrorMessage, isApiError } from "./api-client.ts";

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("returns the parsed JSON of a success and sends JSON bodies", async () => {
    const fetch = reply(200, { id: "u1" });
    vi.stubGlobal("fetch", fetch);
    await expect(api.put("/api/me/avatar", { photoURL: "/a.svg" })).resolves.toEqual({ id: "u1" });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/me/avatar");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"photoURL":"/a.svg"}');
  });

  it("resolves null for an empty 204", async () => {
    vi.stubGlobal("fetch", reply(204, undefined));
    await expect(api.post("/api/me/tutorial")).resolves.toBeNull();
  });

  it("throws the server's error code, message and details", async () => {
    vi.stubGlobal(
      "fetch",
      reply(429, { error: { code: "feedback-locked", message: "locked", details: { daysRemaining: 3 } } }),
    );
    const error = await api.post("/api/feedback", { type: "bug", text: "x" }).catch((e: unknown) => e);
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
    const bad = await api.get("/api/me").catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 502, message: messages.unknownError });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    const offline = await api.get("/api/me").catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: "network" });
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
