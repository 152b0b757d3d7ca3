// Where the card images are (docs/product.md#build-cards): the app's buttons and the link previews name
// them the same way.
export const hunterCardPath = (ownerId: string, hunterId: string): string =>
  `/api/cards/hunters/${encodeURIComponent(ownerId)}/${encodeURIComponent(hunterId)}.png`;

export const profileCardPath = (nickname: string): string =>
  `/api/cards/profiles/${encodeURIComponent(nickname.toLowerCase())}.png`;

export const SITE_CARD_PATH = "/api/cards/site.png";

// Characters no file system takes in a name, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A download's file name from a hunter's or player's name: 'Stormcaller Aria.png'. */
export function cardFileName(name: string, fallback: string): string {
  const cleaned = name.replace(NOT_IN_FILE_NAMES, " ").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  return `${cleaned.slice(0, 80) || fallback}.png`;
}
