import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

/** The player's "Verified only" choice; undefined lets the class's count of verified builds decide. */
export type VerifiedChoice = boolean | undefined;

const verifiedParam = (verified: VerifiedChoice) =>
  verified === undefined ? {} : { verified: verified ? ("1" as const) : ("0" as const) };

// GET /api/explore/leaderboard: the fastest ranked builds of a class.
const getLeaderboard = (hunterClass: string, verified: VerifiedChoice) =>
  call(api.explore.leaderboard.$get({ query: { class: hunterClass, ...verifiedParam(verified) } }));

const leaderboardQueryOptions = (hunterClass: string, verified: VerifiedChoice) =>
  queryOptions({
    queryKey: ["explore", "leaderboard", hunterClass, verified ?? "default"] as const,
    queryFn: () => getLeaderboard(hunterClass, verified),
  });

/**
 * One class's board. While the other "Verified only" choice loads, the board shown stays (the filter must not
 * jump away under the player's finger); another class's board never stands in for this one.
 */
export function useLeaderboard(hunterClass: string | null, verified: VerifiedChoice) {
  return useQuery({
    ...leaderboardQueryOptions(hunterClass ?? "", verified),
    enabled: hunterClass !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === hunterClass ? previous : undefined,
  });
}
