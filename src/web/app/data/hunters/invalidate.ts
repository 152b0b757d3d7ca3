import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "#web/app/data/get-me.ts";
import { huntersQueryKey } from "./get-hunters.ts";

// A hunter write can change the roster, public pages, the profile list and the user's counts.
export const invalidateHunterQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: huntersQueryKey }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
