// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fieldLabel, type SheetField } from "#core/rules/hunter-fields.ts";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { GeneralBlock } from "./general-block.tsx";

afterEach(cleanup);

// The purpose heads the page and the goal sits with the Build Summary; the block holds the rest.
const SHOWN: SheetField[] = [
  "hunterRarity",
  "hunterClass",
  "hunterAtkSpdRarity",
  "trait",
  "characteristic",
  "technology",
  "guild",
];

describe("GeneralBlock", () => {
  it("labels its rows as the field table does", () => {
    const { container } = render(<GeneralBlock hunter={createHunter({})} gameData={testGameData} />);
    const labels = [...container.querySelectorAll("dt")].map((term) => term.textContent);
    expect(labels).toEqual(SHOWN.map(fieldLabel));
  });
});
