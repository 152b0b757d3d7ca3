import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateHunterQueries } from "#web/data/hunters/invalidate.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed, newIdempotencyKey } from "#web/lib/idempotency-key.ts";

// DELETE /api/hunters/:id (also drops it from the owner's public profile). Fails with ApiError 404.
const deleteHunter = (hunterId: string, key: string) =>
  call(api.hunters[":id"].$delete({ param: encoded({ id: hunterId }) }, keyed(key)));

export function useDeleteHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hunterId: string) => deleteHunter(hunterId, newIdempotencyKey()),
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
