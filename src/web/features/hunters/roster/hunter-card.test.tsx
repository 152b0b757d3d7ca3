// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "#core/messages.ts";
import type { HunterInput, OwnHunter } from "#core/schemas/hunter.ts";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter, type DeepPartial } from "../../../../../tests/factories/hunter.ts";
import { firstSteps } from "./first-steps.tsx";
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
      ["3Add your itemsThe inventory search and the planners choose from the items you own.", "/inventory"],
      [
        "4Add from screenshotsRead items from screenshots of their tooltips, then check each one.",
        "/inventory#screenshots",
      ],
      ["5Try the plannerSee the fewest item swaps that reach an attack speed goal.", "/builder?slot=0#plan"],
    ]);
  });

  it("leads to the items while there are none, and is gone once there are hunters and items", () => {
    const hunters = [own({ hunterName: "Star Mage" })];
    const { rerender } = render(
      <MemoryRouter>
        <OverviewPanel hunters={hunters} gameData={testGameData} items={0} />
      </MemoryRouter>,
    );
    const steps = screen.getByRole("navigation", { name: "Start here" });
    expect(
      within(steps)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/inventory", "/inventory#screenshots"]);
    // Unknown while the inventory loads: nothing shows, so nothing flashes away.
    for (const items of [undefined, 1]) {
      rerender(
        <MemoryRouter>
          <OverviewPanel hunters={hunters} gameData={testGameData} items={items} />
        </MemoryRouter>,
      );
      expect(screen.queryByRole("navigation", { name: "Start here" })).toBeNull();
    }
  });
});

describe("firstSteps", () => {
  const keys = (hunters: number, items: number | undefined) =>
    firstSteps(hunters, items, 0).map((step) => step.key);
  it("offers the ways in to an empty roster, the items while none are known, and nothing after both", () => {
    expect(keys(0, undefined)).toEqual(["create", "import", "items", "screenshots", "planner"]);
    expect(keys(0, 0)).toEqual(["create", "import", "items", "screenshots", "planner"]);
    expect(keys(0, 3)).toEqual(["create", "import", "planner"]);
    expect(keys(2, 0)).toEqual(["items", "screenshots"]);
    expect(keys(2, undefined)).toEqual([]);
    expect(keys(2, 3)).toEqual([]);
  });
});
