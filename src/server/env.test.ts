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
