// @vitest-environment happy-dom
import "../../../../tests/factories/i18n-english.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CHANGE_FORM } from "#core/rules/change-summary.ts";
import { gameDataQueryOptions } from "#web/data/get-game-data.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { useChangeText } from "./change-text.ts";

function changeText() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(gameDataQueryOptions("en").queryKey, testGameData);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChangeText(), { wrapper }).result.current;
}

// docs/product.md#proof-and-verification: the save that took a verified build's badge says so in its line.
describe("a version's line", () => {
  it("ends with 'verification removed' when the save took the badge, and not otherwise", () => {
    const text = changeText();
    const parts = [{ kind: "trait", trait: "Curse", from: 1, to: 2 }] as const;
    expect(text({ form: CHANGE_FORM, parts: [...parts], verificationRemoved: true })).toBe(
      "Curse 1 -> 2, verification removed",
    );
    expect(text({ form: CHANGE_FORM, parts: [...parts] })).toBe("Curse 1 -> 2");
  });
});
