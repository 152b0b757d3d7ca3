import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "#web/data/get-me.ts";
import { isQueued } from "#web/data/outbox/write-or-queue.ts";
import { huntersQueryKey } from "./get-hunters.ts";

// A hunter write can change the roster, public pages, the profile list and the user's counts.
export const invalidateHunterQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: huntersQueryKey }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);

/** A mutation's onSuccess: a change kept on the device is on screen already; the server is asked once it has it. */
export const invalidateUnlessQueued = (queryClient: QueryClient) => (result: unknown) =>
  isQueued(result) ? undefined : invalidateHunterQueries(queryClient);
