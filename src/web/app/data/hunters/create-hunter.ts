import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { api } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

// consumeItemIds: inventory items deleted in the same transaction ('Save & Delete Items', spec §4).
export type CreateHunterInput = { slotIndex: number; hunter: HunterInput; consumeItemIds?: string[] };

// POST /api/hunters. Fails with ApiError 422 "slot-unavailable" (a slot the user does not have),
// 409 "slot-occupied", 401 when signed out.
export const createHunter = (input: CreateHunterInput) => api.post<HunterRecord>("/api/hunters", input);

export function useCreateHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHunter,
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
