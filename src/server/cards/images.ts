import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The game's own pictures (data/avatars, data/icons), as /avatars/* and /icons/* serve them (static.ts).
const shippedDataDir = fileURLToPath(new URL("../../../data", import.meta.url));

// A stored image path is only ever one of the game data's own: anything else draws no picture, so a
// crafted value cannot make the server read another file.
const GAME_IMAGE = /^\/(avatars|icons)\/[a-z0-9-]+(\/[a-z0-9-]+)?\.svg$/;

const dataUris = new Map<string, string | null>();

/** The SVG at a game data path as a data: URI satori can draw, or null when there is none. */
export function gameImage(path: string | null | undefined, dataDir = shippedDataDir): string | null {
  if (!path || !GAME_IMAGE.test(path)) return null;
  const key = `${dataDir}${path}`;
  const known = dataUris.get(key);
  if (known !== undefined) return known;
  let uri: string | null;
  try {
    uri = `data:image/svg+xml;base64,${readFileSync(`${dataDir}${path}`).toString("base64")}`;
  } catch {
    uri = null;
  }
  dataUris.set(key, uri);
  return uri;
}
