// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import deExplore from "#core/i18n/locales/de/explore.json";
import koExplore from "#core/i18n/locales/ko/explore.json";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { RankStanding } from "./rank-standing.tsx";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

const ranked = (rank: number, total: number, percentFaster: number | null) => ({
  hunterId: "h",
  hunterClass: "Archer",
  ranked: true as const,
  rank,
  total,
  percentFaster,
});

// docs/product.md#leaderboards: a build's place, with the share of slower builds only where the class has
// enough ranked builds for it to mean something.
describe("a build's place on its class's leaderboard", () => {
  it("says how many builds it is faster than on a board of 20 or more", () => {
    render(<RankStanding rank={ranked(3, 120, 98)} />);
    expect(screen.getByText("#3 of 120 public Archer builds: faster than 98%")).toBeTruthy();
  });

  it("gives the plain rank on a smaller board, never 'faster than 0%'", () => {
    render(<RankStanding rank={ranked(1, 1, null)} />);
    expect(screen.getByText("#1 of 1 public Archer build")).toBeTruthy();
    cleanup();
    render(<RankStanding rank={ranked(2, 19, null)} />);
    expect(screen.getByText("#2 of 19 public Archer builds")).toBeTruthy();
    expect(screen.queryByText(/faster than/)).toBeNull();
  });

  it("speaks the interface's language", async () => {
    i18next.addResourceBundle("de", "explore", deExplore, true, true);
    i18next.addResourceBundle("ko", "explore", koExplore, true, true);
    await i18next.changeLanguage("de");
    render(<RankStanding rank={ranked(1, 1, null)} />);
    expect(screen.getByText("Platz 1 von 1 öffentlichen Archer-Build")).toBeTruthy();
    cleanup();
    await i18next.changeLanguage("ko");
    render(<RankStanding rank={ranked(2, 5, null)} />);
    expect(screen.getByText("공개 Archer 빌드 5개 중 2위")).toBeTruthy();
  });
});
