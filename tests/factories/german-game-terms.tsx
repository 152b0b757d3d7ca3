import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach } from "vitest";
import type { GameData } from "#core/game-data/schema.ts";
import deBuilder from "#core/i18n/locales/de/builder.json";
import deComponents from "#core/i18n/locales/de/components.json";
import deHunter from "#core/i18n/locales/de/hunter.json";
import deMessages from "#core/i18n/locales/de/messages.json";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { setGameTerms } from "#web/lib/i18n/game-terms.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import gameData from "../../data/game-data.json" with { type: "json" };

/** The real game data, so the German texts a test checks are the ones players get. */
export const realGameData = gameData as unknown as GameData;

/** Each test of the file runs in German with game terms following the interface, and English again after. */
export function inGerman() {
  beforeEach(async () => {
    i18next.addResourceBundle("de", "builder", deBuilder, true, true);
    i18next.addResourceBundle("de", "components", deComponents, true, true);
    i18next.addResourceBundle("de", "hunter", deHunter, true, true);
    i18next.addResourceBundle("de", "messages", deMessages, true, true);
    await i18next.changeLanguage("de");
  });
  afterEach(async () => {
    cleanup();
    setGameTerms("interface");
    await i18next.changeLanguage("en");
  });
}

/** Renders `ui` with the game data already loaded in English and German: nothing is fetched. */
export function renderWithGameData(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(gameDataQueryOptions("en").queryKey, { ...realGameData, translations: {} });
  queryClient.setQueryData(gameDataQueryOptions("de").queryKey, realGameData);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
