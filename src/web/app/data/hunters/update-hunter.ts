import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { api } from "#web/lib/api-client.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

// consumeItemIds: inventory items deleted in the same transaction ('Save & Delete Items', spec §4).
export type UpdateHunterInput = { hunterId: string; hunter: HunterInput; consumeItemIds?: string[] };

// PUT /api/hunters/:id. Fails with ApiError 403 "hunter-read-only" (VIP slot after VIP lapsed), 404, 401.
export const updateHunter = ({ hunterId, ...body }: UpdateHunterInput) =>
  api.put<HunterRecord>(`/api/hunters/${encodeURIComponent(hunterId)}`, body);

export function useUpdateHunter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHunter,
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
