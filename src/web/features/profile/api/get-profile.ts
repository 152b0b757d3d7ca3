import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call, encoded } from "#web/lib/api-client.ts";

// GET /api/profiles/:nickname (case-insensitive, signed in). Fails with ApiError 404 for an unknown nickname.
const getProfile = (nickname: string) =>
  call(api.profiles[":nickname"].$get({ param: encoded({ nickname }) }));

// Derived on the server from the owner's hunters, so it is read fresh whenever the page opens.
const profileQueryOptions = (nickname: string) =>
  queryOptions({
    queryKey: ["profiles", nickname.toLowerCase()] as const,
    queryFn: () => getProfile(nickname),
    staleTime: 0,
  });

export function useProfile(nickname: string) {
  return useQuery(profileQueryOptions(nickname));
}
