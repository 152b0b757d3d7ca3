// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "#core/schemas/me.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { peekReturnPath } from "../lib/return-path.ts";
import { RequireSession } from "./guard.tsx";

const me = (overrides: Partial<Me>): Me =>
  ({
    id: "u1",
    email: "a@example.test",
    emailVerified: true,
    isAnonymous: false,
    nickname: "Aria",
    ...overrides,
  }) as Me;

// `restored`: the player as the device's copy had them, which the page asks the server about again on load.
function renderAt(path: string, user: Me | null, { restored = false } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: restored ? 0 : Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(meQueryKey, user);
  const router = createMemoryRouter(
    [
      { path: "/login", element: <h1>Login screen</h1> },
      { path: "/verify-email", element: <h1>Verify screen</h1> },
      { path: "/welcome", element: <h1>Nickname screen</h1> },
      { element: <RequireSession />, children: [{ path: "/inventory", element: <h1>Inventory screen</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RequireSession", () => {
  it("sends a signed-out visitor to /login and remembers the asked path", async () => {
    renderAt("/inventory?sort=rarity", null);
    expect(await screen.findByRole("heading", { name: "Login screen" })).toBeTruthy();
    expect(peekReturnPath()).toBe("/inventory?sort=rarity");
  });

  it("holds an unverified player on /verify-email", async () => {
    renderAt("/inventory", me({ emailVerified: false }));
    expect(await screen.findByRole("heading", { name: "Verify screen" })).toBeTruthy();
  });

  it("lets a verified player in", async () => {
    renderAt("/inventory", me({}));
    expect(await screen.findByRole("heading", { name: "Inventory screen" })).toBeTruthy();
  });

  it("asks an account made through a provider for its nickname first", async () => {
    renderAt("/inventory", me({ nickname: null }));
    expect(await screen.findByRole("heading", { name: "Nickname screen" })).toBeTruthy();
  });

  it("lets a player in whose device copy predates the nickname they chose, once the server answers", async () => {
    let answer: (me: Me) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = (fresh) => resolve(Response.json(fresh))))),
    );
    renderAt("/inventory", me({ nickname: null }), { restored: true });
    expect(await screen.findByText("Loading your lodge...")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Nickname screen" })).toBeNull();
    answer(me({}));
    expect(await screen.findByRole("heading", { name: "Inventory screen" })).toBeTruthy();
  });

  it("counts a guest as verified", async () => {
    renderAt("/inventory", me({ email: null, emailVerified: false, isAnonymous: true }));
    expect(await screen.findByRole("heading", { name: "Inventory screen" })).toBeTruthy();
  });
});
