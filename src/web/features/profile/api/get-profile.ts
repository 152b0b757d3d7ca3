import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AchievementId, TierLetter } from "#core/rules/achievements.ts";
import type { General } from "#core/schemas/hunter.ts";
import { api } from "#web/lib/api-client.ts";

export type PublicHunterSummary = { id: string; hunterName: string; general: General; isPublic: true };

export type PublicProfile = {
  userId: string;
  nickname: string;
  photoURL: string | null;
  avatarBgColor: string | null;
  publicHunters: PublicHunterSummary[];
  publicAchievements: Partial<Record<AchievementId, TierLetter>>;
};

// GET /api/profiles/:nickname (case-insensitive, signed in). Fails with ApiError 404 for an unknown nickname.
export const getProfile = (nickname: string) =>
  api.get<PublicProfile>(`/api/profiles/${encodeURIComponent(nickname)}`);

// Derived on the server from the owner's hunters, so it is read fresh whenever the page opens.
export const profileQueryOptions = (nickname: string) =>
  queryOptions({
    queryKey: ["profiles", nickname.toLowerCase()] as const,
    queryFn: () => getProfile(nickname),
    staleTime: 0,
  });

export function useProfile(nickname: string) {
  return useQuery(profileQueryOptions(nickname));
}
