import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("applies the defaults", () => {
    expect(readEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: join(process.cwd(), "data"),
      APP_ID: "hunter-lodge",
    });
  });
  it("names the bad setting", () => {
    expect(() => readEnv({ PORT: "70000" })).toThrow(/PORT/);
  });
});

describe("path settings", () => {
  it("are the working folder's when unset: the project's under npm, wherever npm was run from", () => {
    const env = readEnv({ INIT_CWD: "/somewhere/else" });
    expect(env.DATA_DIR).toBe(join(process.cwd(), "data"));
    expect(env.WEB_DIR).toBe(join(process.cwd(), "dist/web"));
  });
  it("are relative to the folder the command was run from", () => {
    const env = readEnv({ INIT_CWD: "/home/op", DATA_DIR: "lodge/data", WEB_DIR: "./web" });
    expect(env.DATA_DIR).toBe("/home/op/lodge/data");
    expect(env.WEB_DIR).toBe("/home/op/web");
  });
  it("are kept as they are when absolute", () => {
    const env = readEnv({ INIT_CWD: "/home/op", DATA_DIR: "/srv/lodge", WEB_DIR: "/srv/web" });
    expect(env).toMatchObject({ DATA_DIR: "/srv/lodge", WEB_DIR: "/srv/web" });
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
