// @vitest-environment happy-dom
import "../../../../../tests/factories/i18n-english.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { inputLabel, SHEET_FIELDS } from "#core/rules/hunter-fields.ts";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { testGameData } from "../../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../../tests/factories/hunter.ts";
import { GeneralTab } from "./general-tab.tsx";

afterEach(cleanup);

describe("GeneralTab", () => {
  it("labels each field of the sheet as the field table does, and nothing else", () => {
    // The cache answers, as after the first load: nothing is fetched.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(gameDataQueryOptions("en").queryKey, testGameData);
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <GeneralTab hunter={createHunter({})} update={() => {}} gameData={testGameData} />
      </QueryClientProvider>,
    );
    const labels = [...container.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels.toSorted()).toEqual(SHEET_FIELDS.map(inputLabel).toSorted());
  });
});
