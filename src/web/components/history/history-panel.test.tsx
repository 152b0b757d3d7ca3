// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import de from "#core/i18n/locales/de/components.json";
import deHunter from "#core/i18n/locales/de/hunter.json";
import deMessages from "#core/i18n/locales/de/messages.json";
import { CHANGE_FORM } from "#core/rules/change-summary.ts";
import type { HunterVersionSummary } from "#core/schemas/hunter-history.ts";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { hunterVersionsQueryKey } from "#web/data/hunters/get-hunter-versions.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { HistoryPanel } from "./history-panel.tsx";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

const versions: HunterVersionSummary[] = [
  {
    revision: 3,
    savedAt: "2026-11-24T10:00:00.000Z",
    summary: null,
    change: {
      form: CHANGE_FORM,
      restoredRevision: 1,
      parts: [
        { kind: "field", field: "hunterClass", from: "Ranger", to: "Sharpshooter" },
        {
          kind: "item",
          slot: "Ring",
          from: { itemName: "", rarity: "Rare" },
          to: { itemName: "", rarity: "Epic" },
        },
        { kind: "field", field: "atkSpdGoal", from: 0.25, to: 0.5 },
      ],
    },
  },
  // Saved before changes were kept as data: its English line shows as it was stored.
  { revision: 2, savedAt: "2026-11-23T10:00:00.000Z", summary: "Trait Level 3 -> 4", change: null },
  {
    revision: 1,
    savedAt: "2026-11-22T10:00:00.000Z",
    summary: null,
    change: { form: CHANGE_FORM, created: true, parts: [] },
  },
];

function renderPanel() {
  // The cache answers, as after the first load: nothing is fetched.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  const translations = { de: { Ranger: "Waldläufer", Sharpshooter: "Scharfschütze" } };
  // The answer for the reader's language carries its game names only (src/core/game-data/answer.ts).
  queryClient.setQueryData(gameDataQueryOptions("en").queryKey, testGameData);
  queryClient.setQueryData(gameDataQueryOptions("de").queryKey, { ...testGameData, translations });
  queryClient.setQueryData(hunterVersionsQueryKey("h1"), versions);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HistoryPanel hunterId="h1" ownerId="u1" readOnly={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("HistoryPanel", () => {
  it("words each version's change in the reader's language, game names included", async () => {
    i18next.addResourceBundle("de", "components", de, true, true);
    i18next.addResourceBundle("de", "hunter", deHunter, true, true);
    i18next.addResourceBundle("de", "messages", deMessages, true, true);
    await i18next.changeLanguage("de");
    renderPanel();

    expect(
      screen.getByText(
        "Version 1 wiederhergestellt: Klasse Waldläufer -> Scharfschütze, Ring getauscht, Ziel-Angriffsgeschwindigkeit 0,25 -> 0,5",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Trait Level 3 -> 4")).toBeTruthy();
    expect(screen.getByText("Erstellt")).toBeTruthy();
  });

  it("words it in English for an English reader, as the line was stored before", () => {
    renderPanel();
    expect(
      screen.getByText(
        "Restored version 1: Class Ranger -> Sharpshooter, Ring swapped, Attack Speed Goal 0.25 -> 0.5",
      ),
    ).toBeTruthy();
  });
});
