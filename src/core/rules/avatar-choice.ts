import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";

// The avatar must be one the game data offers; VIP avatars need VIP (docs/product.md#account-inputs).
export function checkAvatarChoice(
  photoURL: string,
  isVip: boolean,
  gameData: Pick<GameData, "avatars" | "VIPavatars">,
): string | null {
  if (gameData.VIPavatars.includes(photoURL)) return isVip ? null : messages.avatarVipOnly;
  return gameData.avatars.includes(photoURL) ? null : messages.avatarRequired;
}

export function checkAvatarColor(color: string, gameData: Pick<GameData, "avatarColors">): string | null {
  const wanted = color.toLowerCase();
  return gameData.avatarColors.some((c) => c.toLowerCase() === wanted) ? null : messages.avatarColorRequired;
}
