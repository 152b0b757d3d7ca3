import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { moderationQueryKey } from "./get-queue.ts";

type Claim = { kind: "reports" | "verification"; id: string; takeOver: boolean };

/** POST /api/admin/moderation/:kind/:id/claim: the item shows as this moderator's to every other one. */
const claimItem = ({ kind, id, takeOver }: Claim) =>
  call(
    api.admin.moderation[":kind"][":id"].claim.$post({ param: encoded({ kind, id }), json: { takeOver } }),
  );

export function useClaimItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
