// How /compare names a build (docs/decisions.md#2026-11-24-compare-two-builds): `<ownerId>/<hunterId>` is a
// hunter's current build (public, or the viewer's own), `<ownerId>/<hunterId>@<revision>` one of its saved
// versions (owner only).
export type BuildRef = { ownerId: string; hunterId: string; revision: number | null };

const ID = "[A-Za-z0-9_-]{1,64}";
const REF = new RegExp(`^(${ID})/(${ID})(?:@([1-9]\\d{0,8}))?$`);
const LINK = new RegExp(`/hunter/(${ID})/(${ID})/?$`);

export function parseBuildRef(text: string | null): BuildRef | null {
  const match = text === null ? null : REF.exec(text);
  if (!match) return null;
  const [, ownerId = "", hunterId = "", revision] = match;
  return { ownerId, hunterId, revision: revision ? Number(revision) : null };
}

export const formatBuildRef = ({ ownerId, hunterId, revision }: BuildRef) =>
  `${ownerId}/${hunterId}${revision === null ? "" : `@${revision}`}`;

/** A pasted shared build link (https://…/hunter/<owner>/<hunter>, optionally ?version=<n>) or a ref. */
export function refFromPasted(text: string): BuildRef | null {
  const trimmed = text.trim();
  const direct = parseBuildRef(trimmed);
  if (direct) return direct;
  let url: URL;
  try {
    url = new URL(trimmed, "http://lodge.invalid");
  } catch {
    return null;
  }
  const match = LINK.exec(url.pathname);
  if (!match) return null;
  const version = url.searchParams.get("version");
  return parseBuildRef(`${match[1]}/${match[2]}${version ? `@${version}` : ""}`);
}

export const comparePath = (a: BuildRef, b: BuildRef | null) =>
  `/compare?a=${encodeURIComponent(formatBuildRef(a))}${b ? `&b=${encodeURIComponent(formatBuildRef(b))}` : ""}`;
