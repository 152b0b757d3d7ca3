import { messages } from "#core/messages.ts";

// Sharing hunters and inviting friends (docs/product.md#sharing, #referrals).

export const checkShareable = (isPublic: boolean): string | null =>
  isPublic ? null : messages.onlyPublicShared;

export const hunterSharePath = (userId: string, hunterId: string): string =>
  `/hunter/${encodeURIComponent(userId)}/${encodeURIComponent(hunterId)}`;

export const referralPath = (userId: string): string => `/login?ref=${encodeURIComponent(userId)}`;
