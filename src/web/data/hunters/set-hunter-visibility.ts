import { useMutation, useQueryClient } from "@tanstack/react-query";
import { writeOrQueue } from "#web/data/outbox/write-or-queue.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";
import { invalidateUnlessQueued } from "./invalidate.ts";

type SetHunterVisibilityInput = { hunterId: string; isPublic: boolean; baseUpdatedAt?: string };

// PUT /api/hunters/:id/visibility. The caller shows messages.hunterPublic / messages.hunterPrivate on
// success and messages.hunterStatusFailed on failure.
export const setHunterVisibility = ({ hunterId, ...json }: SetHunterVisibilityInput, key: string) =>
  call(api.hunters[":id"].visibility.$put({ param: encoded({ id: hunterId }), json }, keyed(key)));

export function useSetHunterVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetHunterVisibilityInput) =>
      writeOrQueue(queryClient, { kind: "hunter-visibility", ...input }, (key) =>
        setHunterVisibility(input, key),
      ),
    onSuccess: invalidateUnlessQueued(queryClient),
  });
}
