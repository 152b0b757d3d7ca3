// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import dePlan from "#core/i18n/locales/de/plan.json";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { PlanResults } from "./plan-results.tsx";
import type { RosterPlanState } from "./use-roster-plan.ts";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

const done: RosterPlanState = {
  plan: { entries: [], swapCounts: [], consumed: [], proven: true },
  planned: null,
  pending: false,
  error: null,
};

const status = (hunterCount: number, itemCount: number) => {
  render(
    <PlanResults state={done} gameData={testGameData} hunterCount={hunterCount} itemCount={itemCount} />,
  );
  return screen.getByRole("status").textContent;
};

describe("the roster plan's status line", () => {
  it("counts hunters and items each in their own plural", () => {
    expect(status(3, 1)).toBe("Plan ready for 3 hunters with 1 item.");
    cleanup();
    expect(status(1, 3)).toBe("Plan ready for 1 hunter with 3 items.");
  });

  it("in German too", async () => {
    i18next.addResourceBundle("de", "plan", dePlan, true, true);
    await i18next.changeLanguage("de");
    expect(status(3, 1)).toBe("Plan fertig für 3 Jäger mit 1 Gegenstand.");
    cleanup();
    expect(status(1, 3)).toBe("Plan fertig für 1 Jäger mit 3 Gegenständen.");
  });
});
