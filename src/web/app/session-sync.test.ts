import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { Me } from "#core/schemas/me.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { installSessionSync } from "./session-sync.ts";

const player = { id: "u1", email: "a@example.test", emailVerified: true, isAnonymous: false } as Me;
let stop = () => {};
afterEach(() => stop());

function signedInClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryKey, player);
  queryClient.setQueryData(["hunters"], [{ id: "h1" }]);
  stop = installSessionSync(queryClient);
  return queryClient;
}

describe("installSessionSync", () => {
  it("forgets the player's data when /api/me answers null (the session expired)", async () => {
    const queryClient = signedInClient();
    await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: async () => null, staleTime: 0 });
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["hunters"])).toBeUndefined();
  });

  it("signs the tab out on a 401 from any other call", async () => {
    const queryClient = signedInClient();
    const refused = queryClient.fetchQuery({
      queryKey: ["inventory"],
      queryFn: async () => {
        throw new ApiError(401, "unauthorized", "Please sign in.");
      },
    });
    await expect(refused).rejects.toThrow("Please sign in.");
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["hunters"])).toBeUndefined();
  });

  it("keeps a signed-in player's data while /api/me still answers them", async () => {
    const queryClient = signedInClient();
    await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: async () => player, staleTime: 0 });
    expect(queryClient.getQueryData(["hunters"])).toEqual([{ id: "h1" }]);
  });
});
