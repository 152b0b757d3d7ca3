import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportActionInput } from "#core/schemas/report.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { moderationQueryKey } from "./get-queue.ts";

/** POST /api/admin/moderation/reports/:id/act: hide, show again, reset or dismiss, with the player's reason. */
const actOnReport = ({ id, ...input }: ReportActionInput & { id: string }) =>
  call(api.admin.moderation.reports[":id"].act.$post({ param: encoded({ id }), json: input }));

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
