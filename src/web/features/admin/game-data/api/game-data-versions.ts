import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";

// The console's game data (docs/product.md#game-data-in-the-console): the versions, one version's changes,
// the images, and the writes. A publish or a rollback also makes this tab read the served game data again,
// so the admin's own builder shows it at once.

const versionsKey = ["admin", "game-data"] as const;
const gameData = api.admin["game-data"];

export const listVersions = () => call(gameData.$get());
export type VersionList = Awaited<ReturnType<typeof listVersions>>;
export type Version = VersionList["versions"][number];

export const getChanges = (id: string) => call(gameData[":id"].$get({ param: encoded({ id }) }));
export type Changes = Awaited<ReturnType<typeof getChanges>>;

export const useVersions = () => useQuery({ queryKey: [...versionsKey, "versions"], queryFn: listVersions });

export const useChanges = (id: string | null) =>
  useQuery({
    queryKey: [...versionsKey, "changes", id],
    queryFn: () => getChanges(id ?? ""),
    enabled: id !== null,
  });

export const useGameImages = () =>
  useQuery({ queryKey: [...versionsKey, "images"], queryFn: () => call(gameData.images.$get()) });

function useRefresh() {
  const client = useQueryClient();
  return (served: boolean) =>
    Promise.all([
      client.invalidateQueries({ queryKey: versionsKey }),
      served ? client.invalidateQueries({ queryKey: ["game-data"] }) : undefined,
    ]);
}

export function useUploadVersion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { data: unknown; note: string }) => call(gameData.$post({ json: input })),
    onSuccess: () => refresh(false),
  });
}

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/** Publish or roll back, through `guard`: the console's fresh sign-in when the session is over 10 minutes old. */
export function useServeVersion(guard: Guard) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, how }: { id: string; how: "publish" | "rollback" }) =>
      guard(() =>
        how === "publish"
          ? call(gameData[":id"].publish.$post({ param: encoded({ id }) }))
          : call(gameData[":id"].rollback.$post({ param: encoded({ id }) })),
      ),
    onSuccess: () => refresh(true),
  });
}

export function useUploadImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { name: string; base64: string }) => call(gameData.images.$put({ json: input })),
    onSuccess: () => refresh(false),
  });
}
