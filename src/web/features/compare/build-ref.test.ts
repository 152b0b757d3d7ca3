import { describe, expect, it } from "vitest";
import { comparePath, formatBuildRef, parseBuildRef, refFromPasted } from "./build-ref.ts";

describe("build refs", () => {
  it("reads a current build and a saved version, and writes them back", () => {
    expect(parseBuildRef("u1/h-2")).toEqual({ ownerId: "u1", hunterId: "h-2", revision: null });
    expect(parseBuildRef("u1/h_2@14")).toEqual({ ownerId: "u1", hunterId: "h_2", revision: 14 });
    for (const ref of ["u1/h-2", "u1/h_2@14"])
      expect(formatBuildRef(parseBuildRef(ref) ?? never())).toBe(ref);
  });

  it("refuses anything else", () => {
    for (const bad of [null, "", "u1", "u1/", "u1/h2@0", "u1/h2@x", "../etc/passwd", "u1/h 2", "a/b/c"]) {
      expect(parseBuildRef(bad)).toBeNull();
    }
  });

  it("takes a pasted shared build link, with or without its version", () => {
    expect(refFromPasted(" https://lodge.example/hunter/u1/h2 ")).toEqual({
      ownerId: "u1",
      hunterId: "h2",
      revision: null,
    });
    expect(refFromPasted("http://localhost:3000/hunter/u1/h2?version=3")?.revision).toBe(3);
    expect(refFromPasted("/hunter/u1/h2")?.hunterId).toBe("h2");
    expect(refFromPasted("https://lodge.example/profile/someone")).toBeNull();
    expect(refFromPasted("not a link at all")).toBeNull();
  });

  it("builds the shareable /compare address", () => {
    const a = { ownerId: "u1", hunterId: "h1", revision: 2 };
    expect(comparePath(a, null)).toBe("/compare?a=u1%2Fh1%402");
    expect(comparePath(a, { ownerId: "u2", hunterId: "h9", revision: null })).toBe(
      "/compare?a=u1%2Fh1%402&b=u2%2Fh9",
    );
  });
});

function never(): never {
  throw new Error("unreachable");
}
