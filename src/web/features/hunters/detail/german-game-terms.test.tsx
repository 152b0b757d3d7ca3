// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GameData } from "#core/game-data/schema.ts";
import deHunter from "#core/i18n/locales/de/hunter.json";
import deMessages from "#core/i18n/locales/de/messages.json";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { setGameTerms } from "#web/lib/i18n/game-terms.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import gameData from "../../../../../data/game-data.json" with { type: "json" };
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { GeneralBlock } from "./general-block.tsx";
import { MountBlock } from "./mount-block.tsx";
import { ParagonBlock } from "./paragon-block.tsx";
import { SetsBlock } from "./sets-block.tsx";

// The real game data, so the German texts checked are the ones players get.
const data = gameData as unknown as GameData;

beforeEach(async () => {
  i18next.addResourceBundle("de", "hunter", deHunter, true, true);
  i18next.addResourceBundle("de", "messages", deMessages, true, true);
  await i18next.changeLanguage("de");
});

afterEach(async () => {
  cleanup();
  setGameTerms("interface");
  await i18next.changeLanguage("en");
});

function renderWithGameData(ui: ReactNode) {
  // The cache answers as after the first load: nothing is fetched.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(gameDataQueryOptions("en").queryKey, { ...data, translations: {} });
  queryClient.setQueryData(gameDataQueryOptions("de").queryKey, data);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const JUSTICE_AT_2 = [
  { name: "Justice", level: 2 },
  { name: "", level: 1 },
  { name: "", level: 1 },
];

describe("the hunter page in German, game terms following the interface", () => {
  it("names and describes a chosen set in German, with its level's value", () => {
    renderWithGameData(<SetsBlock sets={JUSTICE_AT_2} gameData={data} />);

    expect(screen.getByText("Gerechtigkeit")).toBeTruthy();
    expect(screen.getByText("Erhöht den Schaden gegen Monster um 10%")).toBeTruthy();
  });

  it("keeps the set's English text when the player keeps game terms English", () => {
    setGameTerms("english");
    renderWithGameData(<SetsBlock sets={JUSTICE_AT_2} gameData={data} />);

    expect(screen.getByText("Justice")).toBeTruthy();
    expect(screen.getByText("Increases Damage to Monsters by 10%")).toBeTruthy();
  });

  it("names the characteristic and the ATK SPD rarity in German", () => {
    const hunter = createHunter({ general: { characteristic: "Swift", hunterAtkSpdRarity: "Blue" } });
    renderWithGameData(<GeneralBlock hunter={hunter} gameData={data} />);

    expect(screen.getByText("Schnell")).toBeTruthy();
    expect(screen.getByText("Blau")).toBeTruthy();
  });

  it("names the paragon skills, nodes and effects in German", () => {
    const paragon = { secondSkill: "Cleave", thirdSkill: "Earthsplitter", tree: ["1-1", "2-1", "3-1"] };
    renderWithGameData(<ParagonBlock paragon={paragon} hunterClass="Berserker" gameData={data} />);

    expect(screen.getByText("Spalten")).toBeTruthy();
    expect(screen.getByText("Erdspalter")).toBeTruthy();
    const node = document.querySelector<HTMLElement>('[data-node-id="3-1"]');
    expect(node?.dataset.selected).toBe("true");
    expect(screen.getByText("Henker")).toBeTruthy();
    expect(screen.getByText("+6% Krit-Schaden")).toBeTruthy();
    expect(screen.getByText("+5% Schaden gegen Monster")).toBeTruthy();
  });

  it("names the mount's skill, trait and item slots, with the hints, in German", () => {
    const { mount } = createHunter({ mount: { skill: "Gallop", trait: "Tireless" } });
    renderWithGameData(<MountBlock mount={mount} gameData={data} />);

    expect(screen.getByText("Galopp")).toBeTruthy();
    expect(screen.getByText("Prescht nach vorn und erhöht kurzzeitig das Bewegungstempo.")).toBeTruthy();
    expect(screen.getByText("Unermüdlich")).toBeTruthy();
    expect(screen.getByText("Wird auf langen Reisen nie langsamer.")).toBeTruthy();
    expect(screen.getByText("Hufeisen")).toBeTruthy();
  });
});
