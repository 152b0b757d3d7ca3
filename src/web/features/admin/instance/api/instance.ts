import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BackupScheduleInput } from "#core/schemas/instance.ts";
import { api, call } from "#web/lib/api-client.ts";

// The console's Instance screen (docs/product.md#instance-and-backups): what runs, and the backups.

const instance = api.admin.instance;
const instanceKey = ["admin", "instance"] as const;

export const getInstance = () => call(instance.$get());
export type InstanceAnswer = Awaited<ReturnType<typeof getInstance>>;
export type BackupsAnswer = InstanceAnswer["backups"];

// While a backup is being written the page follows it, so its size shows when it is done.
const WHILE_WRITING_MS = 1_000;

const instanceQueryOptions = () =>
  queryOptions({
    queryKey: instanceKey,
    queryFn: getInstance,
    refetchInterval: (query) => (query.state.data?.backups.running ? WHILE_WRITING_MS : false),
  });

export const useInstance = (enabled = true) => useQuery({ ...instanceQueryOptions(), enabled });

function useBackupsAnswer() {
  const client = useQueryClient();
  return (backups: BackupsAnswer) =>
    client.setQueryData(instanceKey, (old: InstanceAnswer | undefined) => old && { ...old, backups });
}

export function useSetSchedule() {
  const answered = useBackupsAnswer();
  return useMutation({
    mutationFn: (input: BackupScheduleInput) => call(instance.backups.schedule.$put({ json: input })),
    onSuccess: answered,
  });
}

export function useClearSchedule() {
  const answered = useBackupsAnswer();
  return useMutation({
    mutationFn: () => call(instance.backups.schedule.$delete()),
    onSuccess: answered,
  });
}

export function useBackUpNow() {
  const answered = useBackupsAnswer();
  return useMutation({
    mutationFn: () => call(instance.backups.$post()),
    onSuccess: (answer) => answered(answer.backups),
  });
}
