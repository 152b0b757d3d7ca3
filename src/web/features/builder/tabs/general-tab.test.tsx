// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { inputLabel, SHEET_FIELDS } from "#core/rules/hunter-fields.ts";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { GeneralTab } from "./general-tab.tsx";

afterEach(cleanup);

describe("GeneralTab", () => {
  it("labels each field of the sheet as the field table does, and nothing else", () => {
    const { container } = render(
      <GeneralTab hunter={createHunter({})} update={() => {}} gameData={testGameData} />,
    );
    const labels = [...container.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels.toSorted()).toEqual(SHEET_FIELDS.map(inputLabel).toSorted());
  });
});
