import { describe, expect, it } from "vitest";
import { activeFilterCount, fromSearch, toSearch } from "./explore-query.ts";

describe("explore query in the URL", () => {
  it("reads what it writes", () => {
    const search = new URLSearchParams({
      class: "Archer",
      minSpd: "0.5",
      engraved: "1",
      verified: "1",
      sort: "copied",
    });
    const query = fromSearch(search);
    expect(query).toMatchObject({
      class: "Archer",
      minSpd: 0.5,
      engraved: "1",
      verified: "1",
      sort: "copied",
    });
    expect(toSearch(query)).toEqual({
      class: "Archer",
      minSpd: "0.5",
      engraved: "1",
      verified: "1",
      sort: "copied",
    });
  });

  it("falls back to no filter for a link the server would refuse", () => {
    expect(toSearch(fromSearch(new URLSearchParams({ sort: "loudest", class: "Archer" })))).toEqual({});
  });

  it("counts the filters that narrow the list, not the sort", () => {
    expect(activeFilterCount(fromSearch(new URLSearchParams()))).toBe(0);
    expect(activeFilterCount(fromSearch(new URLSearchParams({ sort: "newest" })))).toBe(0);
    const three = new URLSearchParams({ class: "Archer", maxSpd: "0.9", ultimate: "1", sort: "viewed" });
    expect(activeFilterCount(fromSearch(three))).toBe(3);
  });
});
