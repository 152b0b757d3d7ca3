import { describe, expect, it } from "vitest";
import { rosterVisitRows } from "../../bench/support/roster-visits.ts";

// docs/product.md#performance-budgets: a first visit on Slow 3G with the CPU 4x slower shows a signed-in
// roster under 10 s; a repeat visit under 1 s. The bench judges each row against its budget.
describe("the offline-repeat bench's rows", () => {
  const fast = [200, 210, 220, 230, 240];

  it("judges the roster's first visit against its 10 s budget", () => {
    const [within] = rosterVisitRows({ first: 9_400, online: fast, offline: fast });
    expect(within).toMatchObject({
      name: "Roster on a first visit, Slow 3G, CPU 4x (phone)",
      result: "9400 ms to the player's hunter on screen",
      budget: "< 10000 ms",
      pass: true,
    });
    const [over] = rosterVisitRows({ first: 10_600, online: fast, offline: fast });
    expect(over).toMatchObject({ budget: "< 10000 ms", pass: false });
  });

  it("fails a repeat visit's row when any visit takes 1 s or more", () => {
    const rows = rosterVisitRows({ first: 9_000, online: [...fast, 1_000], offline: fast });
    expect(rows.slice(1).map((row) => [row.budget, row.pass])).toEqual([
      ["every visit < 1000 ms", false],
      ["every visit < 1000 ms", true],
    ]);
  });
});
