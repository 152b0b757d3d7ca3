import { describe, expect, it } from "vitest";
import { parseBuilderTarget } from "./use-builder-target.ts";

const parse = (query: string) => parseBuilderTarget(new URLSearchParams(query));

describe("parseBuilderTarget", () => {
  it("reads a saved hunter first, then a slot", () => {
    expect(parse("hunter=abc&slot=2")).toEqual({ kind: "edit", hunterId: "abc" });
    expect(parse("slot=2")).toEqual({ kind: "new", slotIndex: 2 });
    expect(parse("slot=0")).toEqual({ kind: "new", slotIndex: 0 });
  });

  it("has no target without a hunter or a whole slot number", () => {
    for (const query of ["", "slot=", "slot=-1", "slot=1.5", "slot=abc", "hunter="]) {
      expect(parse(query)).toBeNull();
    }
  });
});
