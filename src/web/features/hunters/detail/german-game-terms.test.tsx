// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setGameTerms } from "#web/lib/i18n/game-terms.ts";
import {
  inGerman,
  realGameData,
  renderWithGameData,
} from "../../../../../tests/factories/german-game-terms.tsx";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { GeneralBlock } from "./general-block.tsx";
import { MountBlock } from "./mount-block.tsx";
import { ParagonBlock } from "./paragon-block.tsx";
import { SetsBlock } from "./sets-block.tsx";

const data = realGameData;
inGerman();

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
