import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateHunterInput } from "#core/schemas/hunter.ts";
import { api, call } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

// POST /api/hunters; consumeItemIds: inventory items deleted in the same transaction ('Save & Delete
// Items', spec §4). Fails with ApiError 422 "slot-unavailable" (a slot the user does not have),
// 409 "slot-occupied", 401 when signed out.
export const createHunter = (input: CreateHunterInput) => call(api.hunters.$post({ json: input }));

export function useCreateHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHunter,
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
