// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import deBuilder from "#core/i18n/locales/de/builder.json";
import deComponents from "#core/i18n/locales/de/components.json";
import deMessages from "#core/i18n/locales/de/messages.json";
import { attackSpeedBreakdown } from "#core/rules/summary-breakdown.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { AttackSpeedBlock } from "./attack-speed-block.tsx";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

// The numbers as a report carries them; the block only writes them.
const report = {
  ...attackSpeedBreakdown(createHunter(), testGameData),
  actual: 0.135,
  goal: 0.25,
  missing: 12.5,
  overflowing: false,
};

describe("AttackSpeedBlock", () => {
  it("writes the speed with 4 decimals and the missing bonus in the interface language's marks", async () => {
    i18next.addResourceBundle("de", "builder", deBuilder, true, true);
    i18next.addResourceBundle("de", "components", deComponents, true, true);
    i18next.addResourceBundle("de", "messages", deMessages, true, true);
    await i18next.changeLanguage("de");
    render(<AttackSpeedBlock report={report} />);

    expect(screen.getByRole("button", { name: /0,1350/ }).textContent).toBe("0,1350");
    expect(screen.getByText("12,50 %")).toBeTruthy();
  });

  it("writes them as before in English", () => {
    render(<AttackSpeedBlock report={report} />);
    expect(screen.getByRole("button", { name: /0\.1350/ }).textContent).toBe("0.1350");
    expect(screen.getByText("12.50%")).toBeTruthy();
  });
});
