import type { GameData } from "./schema.ts";

// The folders the server serves the game's images from (src/server/static.ts); a name the game data gives
// elsewhere (a calendar event's icon is a symbol's name) is no image file.
const GAME_IMAGE_PREFIXES = ["/avatars/", "/icons/"] as const;

export const isGameImagePath = (name: string) =>
  GAME_IMAGE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !name.includes("..");

/** Every image file the game data names, once each, sorted: the ones an admin may upload. */
export function gameImageNames(data: GameData): string[] {
  const named = [
    ...data.specials.map((special) => special.skill.image),
    ...data.sets.map((set) => set.image),
    ...data.traitTypes.map((trait) => trait.image),
    ...data.mountItems.map((item) => item.image),
    ...data.avatars,
    ...data.VIPavatars,
  ];
  return [...new Set(named.filter(isGameImagePath))].sort();
}
