import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

// DELETE /api/hunters/:id (also drops it from the owner's public profile). Fails with ApiError 404.
export const deleteHunter = (hunterId: string) =>
  call(api.hunters[":id"].$delete({ param: encoded({ id: hunterId }) }));

export function useDeleteHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHunter,
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
