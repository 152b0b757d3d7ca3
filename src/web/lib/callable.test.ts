import { describe, expect, it } from "vitest";
import { codeForHttpStatus } from "#core/schemas/callable.ts";
import { CallableError, DEFAULT_CALLABLE_TIMEOUT, errorForResponse } from "./callable.ts";

describe("callable status mapping (docs/product.md#callable-protocol)", () => {
  it("maps 2xx to ok and every listed status to its code, anything else to unknown", () => {
    expect([200, 204, 299].map(codeForHttpStatus)).toEqual(["ok", "ok", "ok"]);
    expect([0, 400, 401, 403, 404, 409, 429, 499, 500, 501, 503, 504].map(codeForHttpStatus)).toEqual([
      "internal",
      "invalid-argument",
      "unauthenticated",
      "permission-denied",
      "not-found",
      "aborted",
      "resource-exhausted",
      "cancelled",
      "internal",
      "unimplemented",
      "unavailable",
      "deadline-exceeded",
    ]);
    expect([302, 418, 502, 505].map(codeForHttpStatus)).toEqual(["unknown", "unknown", "unknown", "unknown"]);
  });

  it("lets the body's status name, message and details override, and a body 'OK' mean success", () => {
    const error = errorForResponse(500, {
      error: { status: "FAILED_PRECONDITION", message: "No.", details: 1 },
    });
    expect(error).toBeInstanceOf(CallableError);
    expect({ ...error, message: error?.message }).toMatchObject({
      code: "failed-precondition",
      message: "No.",
      details: 1,
    });
    expect(errorForResponse(404, { error: { status: "ALREADY_EXISTS" } })?.message).toBe("ALREADY_EXISTS");
    expect(errorForResponse(400, { error: { status: "not_found" } })?.code).toBe("internal");
    expect(errorForResponse(500, { error: { status: "OK" } })).toBeNull();
    expect(errorForResponse(200, { result: 1 })).toBeNull();
  });

  it("waits 70 s by default", () => {
    expect(DEFAULT_CALLABLE_TIMEOUT).toBe(70_000);
  });
});
