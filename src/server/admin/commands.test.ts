import { describe, expect, it } from "vitest";
import { parseAdminArgs, UsageError } from "./commands.ts";

describe("parseAdminArgs", () => {
  it("reads every command of the admin command line", () => {
    expect(parseAdminArgs(["grant-vip", "alice@example.com", "--months", "3"])).toEqual({
      name: "grant-vip",
      user: "alice@example.com",
      period: 3,
    });
    expect(parseAdminArgs(["grant-vip", "--months=1", "bob"])).toEqual({
      name: "grant-vip",
      user: "bob",
      period: 1,
    });
    expect(parseAdminArgs(["grant-vip", "bob", "--lifetime"])).toEqual({
      name: "grant-vip",
      user: "bob",
      period: "lifetime",
    });
    expect(parseAdminArgs(["add-slots", "bob", "2"])).toEqual({ name: "add-slots", user: "bob", count: 2 });
    expect(parseAdminArgs(["revoke-vip", "bob"])).toEqual({ name: "revoke-vip", user: "bob" });
    expect(parseAdminArgs(["list-users"])).toEqual({ name: "list-users" });
    expect(parseAdminArgs(["import-game-data", "new.json"])).toEqual({
      name: "import-game-data",
      file: "new.json",
    });
  });

  it.each([
    [[], "No command given."],
    [["frob"], 'Unknown command "frob".'],
    [["grant-vip", "bob"], "grant-vip needs exactly one of --months N or --lifetime."],
    [
      ["grant-vip", "bob", "--months", "2", "--lifetime"],
      "grant-vip needs exactly one of --months N or --lifetime.",
    ],
    [["grant-vip", "bob", "--months", "0"], '--months must be a whole number of at least 1, not "0".'],
    [["grant-vip", "bob", "--months"], "--months must be a whole number of at least 1."],
    [["add-slots", "bob", "two"], 'The number of slots must be a whole number of at least 1, not "two".'],
    [["add-slots", "bob"], "add-slots takes 2 argument(s), got 1."],
    [["revoke-vip", "bob", "--force"], "Unknown option --force."],
    [["list-users", "extra"], "list-users takes 0 argument(s), got 1."],
  ])("refuses %j with a usage message", (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(new UsageError(message));
  });
});
