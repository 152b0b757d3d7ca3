import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

export type SetHunterVisibilityInput = { hunterId: string; isPublic: boolean };

// PUT /api/hunters/:id/visibility. The caller shows messages.hunterPublic / messages.hunterPrivate on
// success and messages.hunterStatusFailed on failure.
export const setHunterVisibility = ({ hunterId, isPublic }: SetHunterVisibilityInput) =>
  call(api.hunters[":id"].visibility.$put({ param: encoded({ id: hunterId }), json: { isPublic } }));

export function useSetHunterVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHunterVisibility,
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
