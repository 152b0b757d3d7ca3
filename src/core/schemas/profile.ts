import type { AchievementId, TierLetter } from "#core/rules/achievements.ts";
import type { BoardSpeed } from "#core/rules/speed-cap.ts";
import type { General } from "#core/schemas/hunter.ts";

// The answer of GET /api/profiles/:nickname, as the server builds it and the profile page reads it.

/** A public hunter as the profile lists it; its speed as a board reads it (docs/product.md#the-games-fastest-attack-on-the-boards). */
export type PublicHunterSummary = {
  id: string;
  hunterName: string;
  general: General;
  isPublic: true;
  speed: BoardSpeed;
  verified: boolean;
};

/** The public profile (docs/product.md#public-profile): derived on read, so visibility changes and deletions show at once. */
export type PublicProfile = {
  userId: string;
  nickname: string;
  photoURL: string | null;
  avatarBgColor: string | null;
  publicHunters: PublicHunterSummary[];
  publicAchievements: Partial<Record<AchievementId, TierLetter>>;
};
