import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("applies the defaults", () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: "./data", APP_ID: "hunter-lodge" });
  });
  it("names the bad setting", () => {
    expect(() => readEnv({ PORT: "70000" })).toThrow(/PORT/);
  });
});

describe("readEnv derived settings", () => {
  it("derives BASE_URL from PORT", () => {
    expect(readEnv({ PORT: "4100" }).BASE_URL).toBe("http://localhost:4100");
  });
  it("refuses a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
