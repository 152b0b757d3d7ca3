import { formatFixed } from "#core/i18n/format.ts";
import { hunterCardPath, profileCardPath, SITE_CARD_PATH } from "#core/rules/card-paths.ts";
import { hunterSharePath } from "#core/rules/sharing.ts";
import { nicknameParamSchema, publicHunterParamSchema } from "#core/schemas/params.ts";
import type { ServerContext } from "#server/context.ts";
import { serverT } from "#server/i18n/texts.ts";
import { hunterPreview, profilePreview } from "#server/services/cards.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "./theme.ts";

// Link previews (docs/product.md#build-cards): the page a shared link opens carries its own title,
// description and card in the HTML itself, for every client and without a script, since a chat's
// crawler runs none. A private or missing build gets the site's own tags, the same bytes for both, in
// English (they belong to nobody); a build's or a profile's speak their owner's language, as their cards do
// (docs/decisions.md, "Cards draw in the owner's language").

const SITE_NAME = "Hunter Lodge";
const SITE_DESCRIPTION = "Build, store and share your hunters.";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type Preview = {
  title: string;
  pageTitle: string;
  description: string;
  image: string;
  url: string;
  alt: string;
};

function headTags(p: Preview): string {
  const meta = (attribute: "property" | "name", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(p.pageTitle)}</title>`,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", "website"),
    meta("property", "og:title", p.title),
    meta("property", "og:description", p.description),
    meta("property", "og:url", p.url),
    meta("property", "og:image", p.image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(CARD_WIDTH)),
    meta("property", "og:image:height", String(CARD_HEIGHT)),
    meta("property", "og:image:alt", p.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", p.title),
    meta("name", "twitter:description", p.description),
    meta("name", "twitter:image", p.image),
  ].join("\n    ");
}

const siteTags = (base: string) =>
  headTags({
    title: SITE_NAME,
    pageTitle: SITE_NAME,
    description: SITE_DESCRIPTION,
    image: `${base}${SITE_CARD_PATH}`,
    url: `${base}/`,
    alt: SITE_NAME,
  });

const segment = (raw: string | undefined) => {
  try {
    return decodeURIComponent(raw ?? "");
  } catch {
    return "";
  }
};

const HUNTER_PAGE = /^\/hunter\/([^/]+)\/([^/]+)\/?$/;
const PROFILE_PAGE = /^\/profile\/([^/]+)\/?$/;

async function hunterTags(ctx: ServerContext, base: string, path: string): Promise<string> {
  const [, owner, hunter] = HUNTER_PAGE.exec(path) ?? [];
  const params = publicHunterParamSchema.safeParse({ ownerId: segment(owner), hunterId: segment(hunter) });
  const found = params.success ? await hunterPreview(ctx, params.data.ownerId, params.data.hunterId) : null;
  if (!params.success || !found) return siteTags(base);
  const { ownerId, hunterId } = params.data;
  const t = serverT(found.language, "sharing");
  const kind = [found.rarity, found.hunterClass].filter(Boolean).join(" ") || t("preview.hunter");
  // The speed as the game plays it: a build past the cap reads the cap, never the formula's faster number.
  const { speed } = found;
  const atkSpd = formatFixed(found.language, speed.ranked, 4);
  const description = [
    kind,
    found.verified ? t("preview.verified") : "",
    !speed.atCap
      ? t("preview.atkSpd", { atkSpd })
      : speed.overflow === null
        ? t("preview.atCap", { atkSpd })
        : t("preview.atCapBeyond", { atkSpd, overflow: formatFixed(found.language, speed.overflow, 4) }),
    found.purpose,
    t("preview.by", { creator: found.creator }),
  ]
    .filter(Boolean)
    .join(" · ");
  return headTags({
    title: found.name,
    pageTitle: t("preview.pageTitle", { name: found.name, creator: found.creator, site: SITE_NAME }),
    description,
    image: `${base}${hunterCardPath(ownerId, hunterId)}?v=${found.version}`,
    url: `${base}${hunterSharePath(ownerId, hunterId)}`,
    alt: `${found.name}: ${description}`,
  });
}

async function profileTags(ctx: ServerContext, base: string, path: string): Promise<string> {
  const [, raw] = PROFILE_PAGE.exec(path) ?? [];
  const params = nicknameParamSchema.safeParse({ nickname: segment(raw) });
  const found =
    params.success && params.data.nickname ? await profilePreview(ctx, params.data.nickname) : null;
  if (!found) return siteTags(base);
  const t = serverT(found.language, "sharing");
  const description = [
    t("preview.publicHunters", { count: found.publicHunters }),
    t("preview.achievements", { count: found.achievements }),
  ].join(" · ");
  return headTags({
    title: found.nickname,
    pageTitle: `${found.nickname} · ${SITE_NAME}`,
    description,
    image: `${base}${profileCardPath(found.nickname)}?v=${found.version}`,
    url: `${base}/profile/${encodeURIComponent(found.nickname)}`,
    alt: `${found.nickname}: ${description}`,
  });
}

/**
 * The page for a path, given the built index.html: a build's or a profile's page gets its preview tags
 * in place of the site's title; every other page is served as built.
 */
export function linkPreviewPages(ctx: ServerContext) {
  const base = ctx.env.BASE_URL.replace(/\/+$/, "");
  return async (path: string, indexHtml: string): Promise<string> => {
    const tags = HUNTER_PAGE.test(path)
      ? await hunterTags(ctx, base, path)
      : PROFILE_PAGE.test(path)
        ? await profileTags(ctx, base, path)
        : null;
    if (!tags) return indexHtml;
    const title = /<title>[^<]*<\/title>/;
    return title.test(indexHtml)
      ? indexHtml.replace(title, () => tags)
      : indexHtml.replace("</head>", () => `${tags}\n  </head>`);
  };
}
