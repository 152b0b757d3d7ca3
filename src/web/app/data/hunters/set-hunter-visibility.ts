import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isQueued, writeOrQueue } from "#web/app/data/outbox/write-or-queue.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

export type SetHunterVisibilityInput = { hunterId: string; isPublic: boolean; baseUpdatedAt?: string };

// PUT /api/hunters/:id/visibility. The caller shows messages.hunterPublic / messages.hunterPrivate on
// success and messages.hunterStatusFailed on failure.
export const setHunterVisibility = ({ hunterId, ...json }: SetHunterVisibilityInput) =>
  call(api.hunters[":id"].visibility.$put({ param: encoded({ id: hunterId }), json }));

export function useSetHunterVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetHunterVisibilityInput) =>
      writeOrQueue(queryClient, { kind: "hunter-visibility", ...input }, () => setHunterVisibility(input)),
    // A change kept on the device is on screen already; the server is asked once it has it.
    onSuccess: (result) => (isQueued(result) ? undefined : invalidateHunterQueries(queryClient)),
  });
}
