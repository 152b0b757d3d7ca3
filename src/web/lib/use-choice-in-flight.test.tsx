// @vitest-environment happy-dom

import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useChoiceInFlight } from "./use-choice-in-flight.ts";

// A toggle saved as the settings panels save theirs: optimistic data set in onMutate, the server's
// answer a while later.
function Toggle({ useChoice, fail = false }: { useChoice: boolean; fail?: boolean }) {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: ["on"], queryFn: async () => true, staleTime: Infinity }).data;
  const save = useMutation({
    mutationFn: (on: boolean) =>
      new Promise<boolean>((resolve, reject) =>
        setTimeout(() => (fail ? reject(new Error("refused")) : resolve(on)), 30),
      ),
    onMutate: async (on: boolean) => {
      await queryClient.cancelQueries({ queryKey: ["on"] });
      queryClient.setQueryData(["on"], on);
      return { before: !on };
    },
    onError: (_e, _on, context) => queryClient.setQueryData(["on"], context?.before),
  });
  const choice = useChoiceInFlight(stored);
  const shown = useChoice ? choice.shown : stored;
  if (shown === undefined) return null;
  return (
    <input
      type="checkbox"
      aria-label="World bosses"
      checked={shown}
      onChange={(event) => {
        choice.choose(event.target.checked);
        save.mutate(event.target.checked, { onSettled: choice.settled });
      }}
    />
  );
}

async function renderToggle(props: { useChoice: boolean; fail?: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toggle {...props} />
    </QueryClientProvider>,
  );
  return (await screen.findByRole("checkbox")) as HTMLInputElement;
}

afterEach(cleanup);

describe("useChoiceInFlight", () => {
  it("a controlled checkbox without it snaps back until the optimistic data arrives (the flake it mends)", async () => {
    const box = await renderToggle({ useChoice: false });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it("shows the player's choice from the click on, and keeps it once saved", async () => {
    const box = await renderToggle({ useChoice: true });
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(box.checked).toBe(false);
  });

  it("goes back to the stored value when the save is refused", async () => {
    const box = await renderToggle({ useChoice: true, fail: true });
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    await waitFor(() => expect(box.checked).toBe(true));
  });
});
