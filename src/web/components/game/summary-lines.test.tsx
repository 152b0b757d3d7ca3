// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import deComponents from "#core/i18n/locales/de/components.json";
import deMessages from "#core/i18n/locales/de/messages.json";
import type { BreakdownLine } from "#core/rules/summary-breakdown.ts";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { SummaryLines } from "./summary-lines.tsx";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

const lines: BreakdownLine[] = [
  { stat: "Crit Damage", value: 12.5, display: "12.50%", sources: [] },
  { stat: "ATK", value: 1234.565, display: "1234.57%", sources: [] },
];

function renderLines() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(gameDataQueryOptions("en").queryKey, testGameData);
  queryClient.setQueryData(gameDataQueryOptions("de").queryKey, testGameData);
  render(
    <QueryClientProvider client={queryClient}>
      <SummaryLines lines={lines} />
    </QueryClientProvider>,
  );
}

// The Build Summary's sums, as the builder and the hunter page show them.
describe("SummaryLines", () => {
  it("writes each sum with two decimals in the interface language's marks", async () => {
    i18next.addResourceBundle("de", "components", deComponents, true, true);
    i18next.addResourceBundle("de", "messages", deMessages, true, true);
    await i18next.changeLanguage("de");
    renderLines();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "12,50\u00a0%",
      "1.234,57\u00a0%",
    ]);
  });

  it("writes them in English as the summary always did, grouping thousands", () => {
    renderLines();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["12.50%", "1,234.57%"]);
  });
});
