// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import deComponents from "#core/i18n/locales/de/components.json";
import { boardSpeed } from "#core/rules/speed-cap.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { BeyondCapNote, BoardSpeedText } from "./board-speed.tsx";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

// docs/product.md#the-games-fastest-attack-on-the-boards: a board shows the cap and its words, never the
// formula's faster number; the builder and the hunter page mark the formula's own value.
describe("a speed on a board", () => {
  it("reads a formula past the cap as 0.2500 at the cap, with the overflow beside it", () => {
    render(<BoardSpeedText speed={boardSpeed(0.2357)} />);
    expect(screen.getByTestId("board-speed").textContent).toBe("0.2500 at the cap (+0.0143 beyond)");
    expect(screen.queryByText(/0\.2357/)).toBeNull();
  });

  it("says 'at the cap' alone at exactly 0.25, and nothing of the cap for a slower build", () => {
    render(<BoardSpeedText speed={boardSpeed(0.25)} />);
    expect(screen.getByTestId("board-speed").textContent).toBe("0.2500 at the cap");
    cleanup();
    render(<BoardSpeedText speed={boardSpeed(1.2188)} />);
    expect(screen.getByTestId("board-speed").textContent).toBe("1.2188");
  });

  it("speaks the interface's language", async () => {
    i18next.addResourceBundle("de", "components", deComponents, true, true);
    await i18next.changeLanguage("de");
    render(<BoardSpeedText speed={boardSpeed(0.1357)} />);
    expect(screen.getByTestId("board-speed").textContent).toBe("0,2500 am Limit (+0,1143 darüber)");
  });
});

describe("the builder's and the hunter page's mark", () => {
  it("shows only when the formula is faster than the game plays", () => {
    render(<BeyondCapNote formula={0.1357} />);
    expect(screen.getByText("beyond the game's cap: plays as 0.25")).toBeTruthy();
    cleanup();
    render(<BeyondCapNote formula={0.25} />);
    expect(screen.queryByTestId("beyond-cap")).toBeNull();
  });
});
