import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RosterApplyInput } from "#core/schemas/roster-plan.ts";
import { huntersQueryOptions } from "#web/data/hunters/get-hunters.ts";
import { invalidateHunterQueries } from "#web/data/hunters/invalidate.ts";
import { inventoryQueryKey, inventoryQueryOptions } from "#web/data/inventory/get-inventory.ts";
import { api, call } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";

// POST /api/roster-plan/apply ("Apply all", docs/product.md#roster-plan): every hunter of the request saved in
// one transaction, each with a version in its history, or none. Answers { hunters: OwnHunter[] (request
// order), deletedItemIds }: of deleteItemIds, those a hunter of the apply now wears and no other hunter
// still does. Fails with ApiError 409 "hunter-conflict" (details.current: that hunter as stored; nothing
// written), 403 "hunter-read-only", 404 (a hunter or item that is not the player's), 400, 401.
const applyRosterPlan = (input: RosterApplyInput, key: string) =>
  call(api["roster-plan"].apply.$post({ json: input }, keyed(key)));

/**
 * `key`: one Idempotency-Key per plan the player applies, kept by the page across retries of that plan (a
 * new one for a new plan, as the import page does), so a lost answer is never applied twice.
 */
export function useApplyRosterPlan(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RosterApplyInput) => applyRosterPlan(input, key),
    onSuccess: ({ hunters, deletedItemIds }) => {
      const saved = new Map(hunters.map((hunter) => [hunter.id, hunter]));
      // The answer is the stored truth: the roster shows it at once, then reads the server again.
      queryClient.setQueryData(huntersQueryOptions().queryKey, (list) =>
        list?.map((h) => saved.get(h.id) ?? h),
      );
      if (deletedItemIds.length > 0) {
        const gone = new Set(deletedItemIds);
        queryClient.setQueryData(inventoryQueryOptions().queryKey, (list) =>
          list
            ? { ...list, items: list.items.filter((i) => !gone.has(i.id)), count: list.count - gone.size }
            : list,
        );
      }
      return Promise.all([
        invalidateHunterQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
      ]);
    },
  });
}
