import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateHunterInput } from "#core/schemas/hunter.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

// PUT /api/hunters/:id, answering the saved OwnHunter; consumeItemIds: inventory items deleted in the same
// transaction ('Save & Delete Items', spec §4). Fails with ApiError 403 "hunter-read-only" (VIP slot after
// VIP lapsed), 404, 401.
export const updateHunter = ({ hunterId, ...json }: UpdateHunterInput & { hunterId: string }) =>
  call(api.hunters[":id"].$put({ param: encoded({ id: hunterId }), json }));

export function useUpdateHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHunter,
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
