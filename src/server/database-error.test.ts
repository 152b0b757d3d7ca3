import { describe, expect, it } from "vitest";
import { databaseError } from "./database-error.ts";
import { uniqueViolation } from "./services/unique-violation.ts";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query"), { cause });

describe("databaseError", () => {
  it("finds the database's answer under drizzle's and the driver's wrappers", () => {
    const pg = Object.assign(new Error("duplicate key"), { code: "23505", constraint: "hunters_slot" });
    expect(databaseError(wrapped(wrapped(pg)))).toBe(pg);
    expect(uniqueViolation(wrapped(pg))).toBe("hunters_slot");
    expect(uniqueViolation(wrapped({ code: "23505" }))).toBe("");
  });

  it("answers null for a fault of ours, a code that is no SQLSTATE and a cycle of causes", () => {
    expect(databaseError(new TypeError("x"))).toBeNull();
    expect(databaseError(wrapped({ code: "ERR_INVALID_ARG_TYPE" }))).toBeNull();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(databaseError(loop)).toBeNull();
    expect(uniqueViolation(wrapped({ code: "40001" }))).toBeNull();
  });
});
