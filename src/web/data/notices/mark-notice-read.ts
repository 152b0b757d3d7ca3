import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { noticesQueryKey } from "./get-notices.ts";

/** POST /api/notices/:id/read, then the notices are read again. */
const markNoticeRead = (id: string) => call(api.notices[":id"].read.$post({ param: encoded({ id }) }));

export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
  });
}
