// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setGameTerms } from "#web/lib/i18n/game-terms.ts";
import {
  inGerman,
  realGameData,
  renderWithGameData,
} from "../../../../../tests/factories/german-game-terms.tsx";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { ParagonTree } from "../fields/paragon-tree.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { MountTab } from "./mount-tab.tsx";
import { ParagonTab } from "./paragon-tab.tsx";
import { SetTab } from "./set-tab.tsx";

const data = realGameData;
inGerman();

// Set 1 is Justice at level 2 (5,10,15 per level); the other two are not chosen.
const JUSTICE_AT_2 = [
  { name: "Justice", level: 2 },
  { name: "", level: 1 },
  { name: "", level: 1 },
];

const selectNamed = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;

describe("the builder in German, game terms following the interface", () => {
  it("describes a set in German with its level's value, and keeps the English name as the value", () => {
    const hunter = createHunter({ sets: JUSTICE_AT_2 });
    renderWithGameData(<SetTab hunter={hunter} update={() => {}} gameData={data} />);

    expect(screen.getByText("Erhöht den Schaden gegen Monster um 10%")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Gerechtigkeit" })).toBeTruthy();
    const select = selectNamed("Set 1");
    expect(select.value).toBe("Justice");
    expect(select.selectedOptions[0]?.textContent).toBe("Gerechtigkeit");
    expect(select.options[0]?.textContent).toBe("Keine");
    const level = selectNamed("Stufe von Set 1");
    expect(level.value).toBe("2");
    expect(level.selectedOptions[0]?.textContent).toBe("Stufe 2");
  });

  it("shows the set's English description when the player keeps game terms English", () => {
    setGameTerms("english");
    const hunter = createHunter({ sets: JUSTICE_AT_2 });
    renderWithGameData(<SetTab hunter={hunter} update={() => {}} gameData={data} />);

    expect(screen.getByText("Increases Damage to Monsters by 10%")).toBeTruthy();
  });

  it("names the paragon nodes and their effects in German", () => {
    renderWithGameData(
      <ParagonTree tree={data.paragon.warrior.tree} selected={["1-1"]} onToggle={() => {}} />,
    );

    const node = document.querySelector<HTMLElement>('[data-node-id="3-1"]');
    expect(node?.textContent).toBe("Henker+6% Krit-Schaden");
    expect(document.querySelector('[data-node-id="1-1"]')?.textContent).toContain("Eiserner Wille");
  });

  it("names the paragon skills in German; the build keeps the English name", () => {
    const hunter = createHunter({
      general: { hunterClass: "Berserker" },
      paragon: { secondSkill: "Cleave", thirdSkill: "Earthsplitter", tree: ["1-1"] },
    });
    renderWithGameData(<ParagonTab hunter={hunter} update={() => {}} gameData={data} />);

    const second = selectNamed("Zweite Fertigkeit");
    expect(second.value).toBe("Cleave");
    expect(second.selectedOptions[0]?.textContent).toBe("Spalten");
    expect(selectNamed("Dritte Fertigkeit").selectedOptions[0]?.textContent).toBe("Erdspalter");
    expect(screen.getByText("Eiserner Wille")).toBeTruthy();
  });

  it("hints the characteristic and labels the trait levels in German; the values stay English", () => {
    const hunter = createHunter({ general: { characteristic: "Swift", trait: 3 } });
    renderWithGameData(<GeneralTab hunter={hunter} update={() => {}} gameData={data} />);

    expect(screen.getByText("Von Natur aus rastlos: greift 5% schneller an.")).toBeTruthy();
    const characteristic = selectNamed("Eigenschaft");
    expect(characteristic.value).toBe("Swift");
    expect(characteristic.selectedOptions[0]?.textContent).toBe("Schnell");
    const trait = selectNamed("Merkmalsstufe");
    expect(trait.value).toBe("3");
    expect(
      within(trait)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["0", "1", "2", "3", "4", "5"].map((n) => `Stufe ${n}`));
  });

  it("hints the mount's skill and trait in German", () => {
    const hunter = createHunter({ mount: { skill: "Gallop", trait: "Tireless" } });
    renderWithGameData(<MountTab hunter={hunter} update={() => {}} gameData={data} />);

    expect(screen.getByText("Prescht nach vorn und erhöht kurzzeitig das Bewegungstempo.")).toBeTruthy();
    expect(screen.getByText("Wird auf langen Reisen nie langsamer.")).toBeTruthy();
    expect(selectNamed("Reittier-Fertigkeit").value).toBe("Gallop");
  });
});
