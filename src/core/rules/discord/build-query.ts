import { SHARE_CODE_PREFIX } from "#core/rules/share-code.ts";
import { shareSourceOf } from "#core/rules/share-link.ts";

// What `/build` was given (docs/product.md#hunter-lodge-in-discord): a hunter page's link (or the path
// autocomplete offers), a share link or a bare share code, or a nickname followed by a hunter's name.
export type BuildQuery =
  | { kind: "stored"; ownerId: string; hunterId: string }
  | { kind: "code"; code: string }
  | { kind: "named"; nickname: string; hunterName: string }
  | { kind: "empty" };

const ID = "[A-Za-z0-9_-]{1,64}";
const HUNTER_PATH = new RegExp(`(?:^|/)hunter/(${ID})/(${ID})(?:[/?#]|$)`);

export function parseBuildQuery(input: string): BuildQuery {
  const text = input.trim();
  if (text === "") return { kind: "empty" };
  const page = HUNTER_PATH.exec(text);
  if (page) return { kind: "stored", ownerId: page[1] as string, hunterId: page[2] as string };
  const source = shareSourceOf(text);
  if (source) return { kind: "stored", ...source };
  const code = /[?&]code=([^&#\s]+)/.exec(text)?.[1];
  if (code) return { kind: "code", code: decodeURIComponent(code) };
  if (text.startsWith(SHARE_CODE_PREFIX)) return { kind: "code", code: text };
  const [nickname = "", ...rest] = text.split(/\s+/);
  return { kind: "named", nickname: nickname.replace(/^@/, ""), hunterName: rest.join(" ") };
}

/** The value an autocomplete choice carries: the hunter page's path, which parseBuildQuery reads back. */
export const buildChoiceValue = (ownerId: string, hunterId: string) => `/hunter/${ownerId}/${hunterId}`;
