import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildChoiceValue, parseBuildQuery } from "./build-query.ts";

describe("parseBuildQuery", () => {
  it("reads a hunter page's link", () => {
    expect(parseBuildQuery("https://lodge.example/hunter/u_1/h-2")).toEqual({
      kind: "stored",
      ownerId: "u_1",
      hunterId: "h-2",
    });
  });

  it("reads a share link that names its build, and one that names only a code", () => {
    expect(parseBuildQuery("https://lodge.example/import?code=HL1.abc&owner=o1&hunter=h1")).toEqual({
      kind: "stored",
      ownerId: "o1",
      hunterId: "h1",
    });
    expect(parseBuildQuery("https://lodge.example/import?code=HL1.abc")).toEqual({
      kind: "code",
      code: "HL1.abc",
    });
    expect(parseBuildQuery("  HL1.xyz ")).toEqual({ kind: "code", code: "HL1.xyz" });
  });

  it("reads a nickname and a hunter's name", () => {
    expect(parseBuildQuery("@aria  Storm Caller")).toEqual({
      kind: "named",
      nickname: "aria",
      hunterName: "Storm Caller",
    });
    expect(parseBuildQuery("   ")).toEqual({ kind: "empty" });
  });

  it("reads back every autocomplete choice it offers", () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    fc.assert(
      fc.property(id, id, (ownerId, hunterId) => {
        expect(parseBuildQuery(buildChoiceValue(ownerId, hunterId))).toEqual({
          kind: "stored",
          ownerId,
          hunterId,
        });
      }),
    );
  });
});
