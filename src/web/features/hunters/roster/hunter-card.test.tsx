// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import type { HunterInput, OwnHunter } from "#core/schemas/hunter.ts";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter, type DeepPartial } from "../../../../../tests/factories/hunter.ts";
import { HunterCard } from "./hunter-card.tsx";
import { OverviewPanel } from "./overview-panel.tsx";

afterEach(cleanup);

const own = (overrides: DeepPartial<HunterInput>, readOnly = false): OwnHunter => ({
  ...createHunter(overrides),
  id: "h1",
  userId: "u1",
  slotIndex: 2,
  createdAt: "2026-11-22T00:00:00.000Z",
  updatedAt: "2026-11-22T00:00:00.000Z",
  readOnly,
});

const engravedItems = Object.fromEntries(
  ["Weapon", "Necklace", "Ring", "Armor", "Gloves", "Boots", "Hat", "Belt"].map((slot) => [
    slot,
    { engraved: true },
  ]),
);

function renderCard(hunter: OwnHunter) {
  const onShare = vi.fn();
  const onToggleVisibility = vi.fn();
  render(
    <MemoryRouter>
      <HunterCard
        hunter={hunter}
        gameData={testGameData}
        busy={false}
        onShare={onShare}
        onToggleVisibility={onToggleVisibility}
      />
    </MemoryRouter>,
  );
  return { card: screen.getByRole("article"), onShare, onToggleVisibility };
}

describe("HunterCard", () => {
  it("shows the build's facts, 'N/A' for a missing characteristic and the engraved badge", () => {
    const { card } = renderCard(
      own({
        hunterName: "Star Mage",
        general: { hunterRarity: "Ultimate", hunterClass: "Mage", hunterPurpose: "PvE" },
        items: engravedItems,
      }),
    );
    expect(within(card).getByRole("link", { name: "Edit Star Mage" }).getAttribute("href")).toBe(
      "/builder?hunter=h1",
    );
    expect(within(card).getByText("Ultimate").className).toContain("shiny");
    expect(within(card).getByText("Mage").getAttribute("style")).toContain("color");
    expect(within(card).getByText(messages.notAvailable)).toBeTruthy();
    expect(within(card).getByText(messages.fullyEngraved)).toBeTruthy();
    expect(within(card).getByText(messages.slotLabel(3))).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Open hunter page" }).getAttribute("href")).toBe(
      "/hunter/u1/h1",
    );
  });

  it("names every action and hands the hunter to share and the visibility toggle", () => {
    const hunter = own({ isPublic: false });
    const { card, onShare, onToggleVisibility } = renderCard(hunter);
    within(card).getByRole("button", { name: "Share hunter" }).click();
    within(card).getByRole("button", { name: "Make public" }).click();
    expect(onShare).toHaveBeenCalledWith(hunter);
    expect(onToggleVisibility).toHaveBeenCalledWith(hunter);
    expect(within(card).getByText("Private")).toBeTruthy();
    expect(within(card).queryByText(messages.fullyEngraved)).toBeNull();
  });

  it("marks a read-only hunter, offers no edit and opens its page instead", () => {
    const { card } = renderCard(own({ hunterName: "Gilded Lance" }, true));
    expect(within(card).getByText(messages.readOnlyHunter)).toBeTruthy();
    expect(within(card).queryByRole("link", { name: /Edit/ })).toBeNull();
    expect(within(card).getByRole("link", { name: "Gilded Lance" }).getAttribute("href")).toBe(
      "/hunter/u1/h1",
    );
    expect(within(card).getByRole("button", { name: "Make private" })).toBeTruthy();
  });
});

describe("OverviewPanel", () => {
  it("says 'No hunters.' for an empty roster, and shows the way in", () => {
    render(
      <MemoryRouter>
        <OverviewPanel hunters={[]} gameData={testGameData} />
      </MemoryRouter>,
    );
    expect(screen.getByText(messages.noHunters)).toBeTruthy();
    const steps = screen.getByRole("navigation", { name: "Start here" });
    const links = within(steps)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["1Create a hunterPick a class and rarity, then its gear.", "/builder?slot=0"],
      ["2Import from a code or fileBring hunters in from a share code or an export file.", "/import"],
      ["3Try the plannerSee the fewest item swaps that reach an attack speed goal.", "/builder?slot=0#plan"],
    ]);
  });
});
