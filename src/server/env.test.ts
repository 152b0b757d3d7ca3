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

describe("push host settings", () => {
  it("read lists, and leave every public host open when PUSH_HOSTS is unset", () => {
    expect(readEnv({}).PUSH_HOSTS).toBeUndefined();
    expect(readEnv({}).PUSH_ALLOW_PRIVATE_HOSTS).toEqual([]);
    expect(
      readEnv({
        PUSH_HOSTS: "fcm.googleapis.com, *.Notify.Windows.com",
        PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1,10.0.0.0/8",
      }),
    ).toMatchObject({
      PUSH_HOSTS: ["fcm.googleapis.com", "*.notify.windows.com"],
      PUSH_ALLOW_PRIVATE_HOSTS: ["127.0.0.1", "10.0.0.0/8"],
    });
  });
  it("refuse what is not a host name, an address or a range", () => {
    expect(() => readEnv({ PUSH_HOSTS: "https://fcm.googleapis.com" })).toThrow(/PUSH_HOSTS/);
    expect(() => readEnv({ PUSH_ALLOW_PRIVATE_HOSTS: "localhost" })).toThrow(/PUSH_ALLOW_PRIVATE_HOSTS/);
    expect(() => readEnv({ PUSH_ALLOW_PRIVATE_HOSTS: "10.0.0.0/40" })).toThrow(/PUSH_ALLOW_PRIVATE_HOSTS/);
  });
});
