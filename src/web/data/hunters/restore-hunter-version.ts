import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { keyed, newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { invalidateHunterQueries } from "./invalidate.ts";

type RestoreHunterVersionInput = { hunterId: string; revision: number };

// POST /api/hunters/:id/versions/:revision/restore: saves that version's build as a new version and
// answers the saved OwnHunter. Fails with ApiError 403 "hunter-read-only" (VIP slot after VIP lapsed), 404.
const restoreHunterVersion = ({ hunterId, revision }: RestoreHunterVersionInput, key: string) =>
  call(
    api.hunters[":id"].versions[":revision"].restore.$post(
      { param: encoded({ id: hunterId, revision: String(revision) }) },
      keyed(key),
    ),
  );

export function useRestoreHunterVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RestoreHunterVersionInput) => restoreHunterVersion(input, newIdempotencyKey()),
    onSuccess: () => invalidateHunterQueries(queryClient),
  });
}
