// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import deMessages from "#core/i18n/locales/de/messages.json";
import deTransfer from "#core/i18n/locales/de/transfer.json";
import type { ImportPlan } from "#core/rules/import-plan.ts";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";
import { ImportPreview } from "./import-preview.tsx";

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

// The plan as the server answers it: numbers, which the preview writes in the reader's language.
const plan: ImportPlan = {
  hunters: [
    {
      slotIndex: 0,
      build: createHunter({ hunterName: "Aria" }),
      highlights: [{ stat: "Crit Damage", value: 12.5, display: "12.50%" }],
      speed: { actual: 0.135, missing: 12.5, overflowing: false },
    },
  ],
  items: [],
  problems: [],
};

function renderPreview() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(gameDataQueryOptions("en").queryKey, testGameData);
  queryClient.setQueryData(gameDataQueryOptions("de").queryKey, {
    ...testGameData,
    translations: { de: { "Crit Damage": "Krit. Schaden" } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ImportPreview
        plan={plan}
        busy={false}
        makePublic={false}
        onMakePublic={() => {}}
        onConfirm={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe("ImportPreview", () => {
  it("writes each hunter's attack speed, missing bonus and highlights with the interface language's marks", async () => {
    i18next.addResourceBundle("de", "transfer", deTransfer, true, true);
    i18next.addResourceBundle("de", "messages", deMessages, true, true);
    await i18next.changeLanguage("de");
    renderPreview();
    expect(screen.getByText(/0,1350/).textContent).toBe(
      deTransfer.preview.attackSpeed.replace("{{speed}}", "0,1350").replace("{{missing}}", "12,50\u00a0%"),
    );
    expect(screen.getByText(/^Krit\. Schaden/).textContent).toBe("Krit. Schaden 12,50\u00a0%");
  });

  it("writes them as before in English", () => {
    renderPreview();
    expect(screen.getByText("Attack speed 0.1350 · missing 12.50%")).toBeTruthy();
    expect(screen.getByText("Crit Damage 12.50%")).toBeTruthy();
  });
});
